import type { BranchDto, OpeningHoursDto } from '../../contract/support';

const weekdays = (opens: string, closes: string): OpeningHoursDto[] => [1, 2, 3, 4, 5].map((day) => ({ day, opens, closes }));
const saturday = (opens: string, closes: string): OpeningHoursDto => ({ day: 6, opens, closes });

/** The sandbox's branch directory; hours are Auckland wall-clock times. */
export const BRANCHES: BranchDto[] = [
  { id: 'auckland-central', name: 'Auckland Central', streetAddress: '205 Queen Street', suburb: 'Auckland Central', town: 'Auckland',
    phone: '09 555 1200', hours: [...weekdays('09:00', '17:00'), saturday('10:00', '14:00')] },
  { id: 'ponsonby', name: 'Ponsonby', streetAddress: '180 Ponsonby Road', suburb: 'Ponsonby', town: 'Auckland',
    phone: '09 555 1210', hours: weekdays('09:00', '16:30') },
  { id: 'sylvia-park', name: 'Sylvia Park', streetAddress: '286 Mount Wellington Highway', suburb: 'Mount Wellington', town: 'Auckland',
    phone: '09 555 1220', hours: [...weekdays('09:00', '17:30'), saturday('09:30', '16:00'), { day: 0, opens: '10:00', closes: '15:00' }] },
  { id: 'hamilton', name: 'Hamilton', streetAddress: '350 Victoria Street', suburb: 'Hamilton Central', town: 'Hamilton',
    phone: '07 555 1300', hours: [...weekdays('09:00', '16:30'), saturday('10:00', '13:00')] },
  { id: 'tauranga', name: 'Tauranga', streetAddress: '47 Devonport Road', suburb: 'Tauranga Central', town: 'Tauranga',
    phone: '07 555 1310', hours: weekdays('09:00', '16:30') },
  { id: 'wellington', name: 'Wellington Lambton Quay', streetAddress: '250 Lambton Quay', suburb: 'Wellington Central', town: 'Wellington',
    phone: '04 555 1400', hours: weekdays('08:30', '17:00') },
  { id: 'lower-hutt', name: 'Lower Hutt', streetAddress: '12 High Street', suburb: 'Hutt Central', town: 'Lower Hutt',
    phone: '04 555 1410', hours: [...weekdays('09:00', '16:30'), saturday('10:00', '13:00')] },
  { id: 'christchurch', name: 'Christchurch Riccarton', streetAddress: '129 Riccarton Road', suburb: 'Riccarton', town: 'Christchurch',
    phone: '03 555 1500', hours: [...weekdays('09:00', '17:00'), saturday('10:00', '14:00')] },
  { id: 'dunedin', name: 'Dunedin', streetAddress: '120 George Street', suburb: 'Dunedin Central', town: 'Dunedin',
    phone: '03 555 1510', hours: weekdays('09:00', '16:30') },
  { id: 'whangarei', name: 'Whangārei', streetAddress: '20 Cameron Street', suburb: 'Whangārei Central', town: 'Whangārei',
    phone: '09 555 1600', hours: weekdays('09:00', '16:30') },
];
