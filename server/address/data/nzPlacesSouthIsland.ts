/** South Island towns and suburbs with their urban postcodes (see nzPlaces.ts for sources and weights). */
import { small, town, type NzPlace } from './nzPlaceKinds';

export const SOUTH_ISLAND_PLACES: readonly NzPlace[] = [
  // ── Tasman ───────────────────────────────────────────────────────────────────
  small('Tasman', 'Richmond', '7020', 17), small('Tasman', 'Motueka', '7120', 8),
  small('Tasman', 'Tākaka', '7110', 1.3), small('Tasman', 'Māpua', '7005', 2.5),
  small('Tasman', 'Brightwater', '7022', 2.3), small('Tasman', 'Wakefield', '7025', 2.3),
  small('Tasman', 'Murchison', '7007', 0.5), small('Tasman', 'Collingwood', '7073', 0.3),

  // ── Nelson ───────────────────────────────────────────────────────────────────
  ...town('Nelson', 'Nelson', [
    ['Nelson Central', '7010', 4, 'apt'], ['The Wood', '7010', 3], ['Atawhai', '7010', 3],
    ['Port Nelson', '7010', 1], ['Nelson South', '7010', 3], ['Washington Valley', '7010', 1],
    ['Maitai', '7010', 2], ['The Brook', '7010', 2], ['Stoke', '7011', 12], ['Tāhunanui', '7011', 5],
    ['Annesbrook', '7011', 2], ['Enner Glynn', '7011', 2], ['Nayland', '7011', 2],
  ]),

  // ── Marlborough ──────────────────────────────────────────────────────────────
  ...town('Marlborough', 'Blenheim', [
    [null, '7201', 4], ['Springlands', '7201', 6], ['Mayfield', '7201', 4], ['Redwoodtown', '7201', 5],
    ['Witherlea', '7201', 4], ['Riversdale', '7201', 3], ['Yelverton', '7201', 2],
  ]),
  small('Marlborough', 'Picton', '7220', 4.5), small('Marlborough', 'Renwick', '7204', 2.3),
  small('Marlborough', 'Havelock', '7100', 0.6), small('Marlborough', 'Seddon', '7210', 0.5),

  // ── West Coast ───────────────────────────────────────────────────────────────
  ...town('West Coast', 'Greymouth', [
    [null, '7805', 3], ['Cobden', '7802', 2], ['Blaketown', '7805', 1], ['Karoro', '7805', 2],
  ]),
  small('West Coast', 'Runanga', '7803', 1.2), small('West Coast', 'Westport', '7825', 4.5),
  small('West Coast', 'Hokitika', '7810', 3.5), small('West Coast', 'Reefton', '7830', 1),
  small('West Coast', 'Franz Josef', '7886', 0.5),

  // ── Canterbury ───────────────────────────────────────────────────────────────
  ...town('Canterbury', 'Christchurch', [
    ['Christchurch Central', '8011', 8, 'apt'], ['Riccarton', '8011', 8, 'apt'], ['Phillipstown', '8011', 3],
    ['Linwood', '8062', 8], ['Richmond', '8013', 5], ['Shirley', '8013', 7], ['Mairehau', '8013', 4],
    ['Merivale', '8014', 6], ['Fendalton', '8014', 7], ['St Albans', '8014', 12], ['Strowan', '8052', 3],
    ['Papanui', '8053', 8], ['Bishopdale', '8053', 6], ['Burnside', '8053', 5], ['Bryndwr', '8053', 5],
    ['Northwood', '8051', 4], ['Casebrook', '8051', 4], ['Redwood', '8051', 5], ['Belfast', '8051', 6],
    ['Harewood', '8051', 3], ['Ilam', '8041', 6], ['Upper Riccarton', '8041', 6], ['Avonhead', '8042', 8],
    ['Russley', '8042', 3], ['Hornby', '8042', 7], ['Sockburn', '8042', 3], ['Wigram', '8025', 6],
    ['Halswell', '8025', 12], ['Hoon Hay', '8025', 6], ['Spreydon', '8024', 8], ['Addington', '8024', 4],
    ['Sydenham', '8023', 4], ['Beckenham', '8023', 3], ['Waltham', '8023', 2], ['Opawa', '8023', 3],
    ['Woolston', '8023', 5], ['Cashmere', '8022', 5], ['Heathcote Valley', '8022', 1],
    ['Dallington', '8061', 2], ['New Brighton', '8061', 5], ['Burwood', '8083', 4],
    ['Parklands', '8083', 7], ['North New Brighton', '8083', 5], ['Redcliffs', '8081', 2],
    ['Sumner', '8081', 3], ['Mount Pleasant', '8081', 2],
  ]),
  small('Canterbury', 'Lyttelton', '8082', 2.8), small('Canterbury', 'Rolleston', '7614', 25),
  small('Canterbury', 'Lincoln', '7608', 8), small('Canterbury', 'Prebbleton', '7604', 4.5),
  small('Canterbury', 'West Melton', '7618', 2.5), small('Canterbury', 'Leeston', '7632', 2.5),
  small('Canterbury', 'Darfield', '7510', 3.2), small('Canterbury', 'Rangiora', '7400', 20),
  small('Canterbury', 'Kaiapoi', '7630', 13), small('Canterbury', 'Woodend', '7610', 4.5),
  small('Canterbury', 'Pegasus', '7612', 3.5), small('Canterbury', 'Oxford', '7430', 2.5),
  small('Canterbury', 'Amberley', '7410', 2.2), small('Canterbury', 'Hanmer Springs', '7334', 1),
  small('Canterbury', 'Kaikōura', '7300', 2.3), small('Canterbury', 'Ashburton', '7700', 21),
  small('Canterbury', 'Methven', '7730', 2), small('Canterbury', 'Timaru', '7910', 29),
  small('Canterbury', 'Temuka', '7920', 4.5), small('Canterbury', 'Geraldine', '7930', 2.7),
  small('Canterbury', 'Waimate', '7924', 3), small('Canterbury', 'Fairlie', '7925', 0.9),
  small('Canterbury', 'Twizel', '7901', 1.5),

  // ── Otago ────────────────────────────────────────────────────────────────────
  ...town('Otago', 'Dunedin', [
    ['Dunedin Central', '9016', 6, 'apt'], ['North Dunedin', '9016', 8, 'apt'], ['Roslyn', '9010', 4],
    ['Maori Hill', '9010', 3], ['Kaikorai', '9010', 2], ['Wakari', '9010', 5], ['Halfway Bush', '9010', 4],
    ['Opoho', '9010', 2], ['Pine Hill', '9010', 3], ['Normanby', '9010', 2], ['Belleknowes', '9011', 3],
    ['Mornington', '9011', 5], ['Brockville', '9011', 3], ['Kenmure', '9011', 2], ['Caversham', '9012', 5],
    ['South Dunedin', '9012', 4], ['St Kilda', '9012', 4], ['St Clair', '9012', 5], ['Forbury', '9012', 2],
    ['Corstorphine', '9012', 3], ['Musselburgh', '9013', 3], ['Andersons Bay', '9013', 4],
    ['Waverley', '9013', 3], ['Vauxhall', '9013', 2], ['Shiel Hill', '9013', 2], ['Ravensbourne', '9022', 1],
    ['Green Island', '9018', 3], ['Abbotsford', '9018', 3], ['Fairfield', '9018', 2], ['Concord', '9018', 2],
  ]),
  small('Otago', 'Mosgiel', '9024', 14), small('Otago', 'Port Chalmers', '9023', 1.4),
  small('Otago', 'Brighton', '9035', 1.6), small('Otago', 'Waikouaiti', '9510', 1.2),
  ...town('Otago', 'Queenstown', [
    [null, '9300', 8, 'apt'], ['Fernhill', '9300', 2], ['Frankton', '9300', 4], ['Kelvin Heights', '9300', 2],
    ['Lake Hayes Estate', '9304', 3],
  ]),
  small('Otago', 'Arrowtown', '9302', 3), small('Otago', 'Wānaka', '9305', 13),
  small('Otago', 'Cromwell', '9310', 7), small('Otago', 'Alexandra', '9320', 6),
  small('Otago', 'Clyde', '9330', 1.3), small('Otago', 'Oamaru', '9400', 14),
  small('Otago', 'Balclutha', '9230', 4.2), small('Otago', 'Milton', '9220', 2.2),
  small('Otago', 'Ranfurly', '9332', 0.7), small('Otago', 'Roxburgh', '9500', 0.6),

  // ── Southland ────────────────────────────────────────────────────────────────
  ...town('Southland', 'Invercargill', [
    ['Invercargill Central', '9810', 3], ['Waikiwi', '9810', 4], ['Gladstone', '9810', 4],
    ['Windsor', '9810', 4], ['Avenal', '9810', 3], ['Rosedale', '9810', 3], ['Glengarry', '9810', 4],
    ['Grasmere', '9810', 3], ['Hawthorndale', '9810', 3], ['Richmond', '9810', 3], ['Georgetown', '9812', 3],
    ['Strathern', '9812', 4], ['Kingswell', '9812', 3], ['Newfield', '9812', 4], ['Appleby', '9812', 2],
    ['Heidelberg', '9812', 3], ['Clifton', '9812', 2],
  ]),
  small('Southland', 'Bluff', '9814', 1.8), small('Southland', 'Gore', '9710', 8),
  small('Southland', 'Mataura', '9712', 1.6), small('Southland', 'Winton', '9720', 2.5),
  small('Southland', 'Te Anau', '9600', 2.5), small('Southland', 'Riverton', '9822', 1.6),
  small('Southland', 'Lumsden', '9730', 0.5), small('Southland', 'Otautau', '9610', 0.8),
  small('Southland', 'Wyndham', '9831', 0.6),
];
