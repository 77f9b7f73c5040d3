/**
 * Real New Zealand places for the sandbox address generator: towns/cities, their suburbs,
 * urban postcodes, rural delivery (RD) postcodes and PO Box lobbies.
 *
 * Compiled from public NZ Post postcode listings and Stats NZ / LINZ place names; facts, not
 * copied data. Postcodes are written from best knowledge of the public NZ Post listings and
 * may be off for a few boundary suburbs; see SOURCES.md before relying on one for anything
 * outside the sandbox. Names use macrons where the official (NZGB) name has them.
 *
 * Weights are rough relative sizes (about "thousands of residents" for urban rows). They only
 * steer how many generated addresses land in each place, so precision does not matter.
 */

export type NzRegion =
  | 'Northland' | 'Auckland' | 'Waikato' | 'Bay of Plenty' | 'Gisborne' | "Hawke's Bay"
  | 'Taranaki' | 'Manawatū-Whanganui' | 'Wellington' | 'Tasman' | 'Nelson' | 'Marlborough'
  | 'West Coast' | 'Canterbury' | 'Otago' | 'Southland';

/** One urban suburb/postcode combination. */
export interface NzPlace {
  /** Suburb or locality; null when NZ Post prints only the town (small towns, town centres). */
  readonly suburb: string | null;
  /** Town/city as printed on the last address line, e.g. 'Auckland' in 'Auckland 1010'. */
  readonly town: string;
  readonly postcode: string;
  readonly region: NzRegion;
  readonly weight: number;
  /** Dense centre where apartments ("Apartment 305, Level 3") are common. */
  readonly apartments: boolean;
}

/** [suburb (null = town only), postcode, weight, 'apt' when apartments are common] */
type SuburbRow = readonly [string | null, string, number, 'apt'?];

function town(region: NzRegion, name: string, rows: readonly SuburbRow[]): NzPlace[] {
  return rows.map(([suburb, postcode, weight, apt]) => ({
    suburb, town: name, postcode, region, weight, apartments: apt === 'apt',
  }));
}

/** A one-postcode town printed without a suburb line, e.g. '12 King Street, Pukekohe 2120'. */
function small(region: NzRegion, name: string, postcode: string, weight: number): NzPlace {
  return { suburb: null, town: name, postcode, region, weight, apartments: false };
}

export const NZ_PLACES: readonly NzPlace[] = [
  // ── Northland ────────────────────────────────────────────────────────────────
  ...town('Northland', 'Whangārei', [
    [null, '0110', 5], ['Regent', '0112', 4], ['Kensington', '0112', 4], ['Kamo', '0112', 8],
    ['Tikipunga', '0112', 7], ['Otangarei', '0112', 2], ['Whau Valley', '0112', 3],
    ['Riverside', '0112', 2], ['Parahaki', '0112', 2], ['Morningside', '0110', 3],
    ['Raumanga', '0110', 4], ['Maunu', '0110', 3], ['Woodhill', '0110', 2], ['Onerahi', '0110', 4],
    ['Horahora', '0110', 3],
  ]),
  small('Northland', 'Kerikeri', '0230', 7), small('Northland', 'Paihia', '0200', 2),
  small('Northland', 'Russell', '0202', 1), small('Northland', 'Kawakawa', '0210', 1.5),
  small('Northland', 'Moerewa', '0211', 1), small('Northland', 'Kaikohe', '0405', 4),
  small('Northland', 'Kaitaia', '0410', 5), small('Northland', 'Mangōnui', '0420', 1),
  small('Northland', 'Dargaville', '0310', 4.5), small('Northland', 'Ruakākā', '0116', 2),
  small('Northland', 'Waipu', '0510', 1.5), small('Northland', 'Hikurangi', '0114', 1.5),
  ...town('Northland', 'Mangawhai', [[null, '0505', 2], ['Mangawhai Heads', '0505', 3]]),

  // ── Auckland ─────────────────────────────────────────────────────────────────
  ...town('Auckland', 'Auckland', [
    // Isthmus
    ['Auckland Central', '1010', 35, 'apt'], ['Newton', '1010', 4, 'apt'], ['Eden Terrace', '1010', 3, 'apt'],
    ['Ponsonby', '1011', 10], ['Freemans Bay', '1011', 6], ['Herne Bay', '1011', 4],
    ['St Marys Bay', '1011', 2], ['Grey Lynn', '1021', 11], ['Arch Hill', '1021', 2],
    ['Kingsland', '1021', 3], ['Westmere', '1022', 4], ['Point Chevalier', '1022', 9],
    ['Grafton', '1023', 5, 'apt'], ['Newmarket', '1023', 5, 'apt'], ['Epsom', '1023', 14],
    ['Royal Oak', '1023', 5], ['Mount Eden', '1024', 14], ['Balmoral', '1024', 6],
    ['Morningside', '1025', 3], ['Sandringham', '1025', 10], ['Mount Albert', '1025', 12],
    ['Owairaka', '1025', 5], ['Waterview', '1026', 3], ['Avondale', '1026', 13],
    ['Mount Roskill', '1041', 15], ['Three Kings', '1042', 5], ['Hillsborough', '1042', 6],
    ['Lynfield', '1042', 5], ['Remuera', '1050', 19], ['Ellerslie', '1051', 8],
    ['Greenlane', '1051', 4], ['Parnell', '1052', 8, 'apt'], ['Mount Wellington', '1060', 13],
    ['One Tree Hill', '1061', 4], ['Onehunga', '1061', 12], ['Penrose', '1061', 1],
    ['Ōtāhuhu', '1062', 10], ['Ōrākei', '1071', 4], ['Mission Bay', '1071', 4],
    ['Kohimarama', '1071', 5], ['St Heliers', '1071', 8], ['Glendowie', '1071', 5],
    ['Meadowbank', '1072', 6], ['St Johns', '1072', 4], ['Glen Innes', '1072', 7],
    ['Point England', '1072', 3], ['Panmure', '1072', 6], ['Oneroa', '1081', 3],
    // West
    ['New Windsor', '0600', 5], ['Blockhouse Bay', '0600', 8], ['New Lynn', '0600', 14, 'apt'],
    ['Green Bay', '0604', 5], ['Titirangi', '0604', 8], ['Glen Eden', '0602', 13],
    ['Kelston', '0602', 6], ['Henderson', '0612', 13], ['Sunnyvale', '0612', 4],
    ['Rānui', '0612', 8], ['Swanson', '0612', 4], ['Te Atatū Peninsula', '0610', 12],
    ['Te Atatū South', '0610', 9], ['Massey', '0614', 16], ['Hobsonville', '0616', 9],
    ['West Harbour', '0618', 6],
    // South and east
    ['Māngere', '2022', 12], ['Māngere Bridge', '2022', 5], ['Māngere East', '2024', 8],
    ['Favona', '2024', 4], ['Ōtara', '2023', 14], ['Papatoetoe', '2025', 17],
    ['Manukau', '2104', 4, 'apt'], ['Wiri', '2104', 2], ['Clendon Park', '2103', 7],
    ['Manurewa', '2102', 20], ['Takanini', '2112', 11], ['Papakura', '2110', 18],
    ['Howick', '2014', 11], ['Pakuranga', '2010', 12], ['Botany Downs', '2010', 6],
    ['Half Moon Bay', '2012', 5], ['Bucklands Beach', '2012', 6], ['East Tāmaki', '2013', 4],
    ['Dannemora', '2016', 9], ['Flat Bush', '2019', 16], ['Beachlands', '2018', 4],
    // North Shore
    ['Takapuna', '0622', 9, 'apt'], ['Belmont', '0622', 4], ['Milford', '0620', 6],
    ['Forrest Hill', '0620', 5], ['Sunnynook', '0620', 4], ['Castor Bay', '0620', 3],
    ['Devonport', '0624', 6], ['Birkenhead', '0626', 6], ['Beach Haven', '0626', 7],
    ['Northcote', '0627', 7], ['Hillcrest', '0627', 5], ['Glenfield', '0629', 14],
    ['Mairangi Bay', '0630', 5], ['Murrays Bay', '0630', 3], ['Browns Bay', '0630', 7],
    ['Rothesay Bay', '0630', 3], ['Torbay', '0630', 5], ['Long Bay', '0630', 4],
    ['Albany', '0632', 10, 'apt'], ['Unsworth Heights', '0632', 5], ['Greenhithe', '0632', 5],
    ['Pinehill', '0632', 3],
  ]),
  ...town('Auckland', 'Ōrewa', [[null, '0931', 9]]),
  ...town('Auckland', 'Whangaparāoa', [
    [null, '0932', 8], ['Red Beach', '0932', 4], ['Stanmore Bay', '0932', 5],
    ['Silverdale', '0932', 3], ['Gulf Harbour', '0930', 3],
  ]),
  small('Auckland', 'Warkworth', '0910', 5), small('Auckland', 'Wellsford', '0900', 2),
  small('Auckland', 'Helensville', '0800', 3), small('Auckland', 'Kumeū', '0810', 3),
  small('Auckland', 'Pukekohe', '2120', 14), small('Auckland', 'Waiuku', '2123', 5),

  // ── Waikato ──────────────────────────────────────────────────────────────────
  ...town('Waikato', 'Hamilton', [
    ['Hamilton Central', '3204', 6, 'apt'], ['Hamilton Lake', '3204', 5], ['Frankton', '3204', 5],
    ['Dinsdale', '3204', 7], ['Te Rapa', '3200', 3], ['Pukete', '3200', 5],
    ['St Andrews', '3200', 6], ['Beerescourt', '3200', 3], ['Forest Lake', '3200', 4],
    ['Nawton', '3200', 8], ['Chartwell', '3210', 6], ['Rototuna', '3210', 9],
    ['Rototuna North', '3210', 7], ['Flagstaff', '3210', 7], ['Huntington', '3210', 6],
    ['Queenwood', '3210', 3], ['Claudelands', '3214', 4], ['Fairfield', '3214', 5],
    ['Enderley', '3214', 4], ['Melville', '3206', 6], ['Glenview', '3206', 5],
    ['Fitzroy', '3206', 4], ['Hamilton East', '3216', 9], ['Hillcrest', '3216', 6],
    ['Silverdale', '3216', 4],
  ]),
  small('Waikato', 'Cambridge', '3434', 20), small('Waikato', 'Te Awamutu', '3800', 14),
  small('Waikato', 'Huntly', '3700', 8), small('Waikato', 'Ngāruawāhia', '3720', 8),
  small('Waikato', 'Raglan', '3225', 3.5), small('Waikato', 'Morrinsville', '3300', 8),
  small('Waikato', 'Matamata', '3400', 8), small('Waikato', 'Te Aroha', '3320', 4),
  small('Waikato', 'Thames', '3500', 7.5), small('Waikato', 'Whitianga', '3510', 5),
  small('Waikato', 'Tairua', '3508', 1.5), small('Waikato', 'Coromandel', '3506', 1.5),
  small('Waikato', 'Whangamatā', '3620', 4.5), small('Waikato', 'Waihī', '3610', 5.5),
  small('Waikato', 'Paeroa', '3600', 4.5), small('Waikato', 'Tokoroa', '3420', 14),
  small('Waikato', 'Putāruru', '3411', 4.5), small('Waikato', 'Taupō', '3330', 26),
  small('Waikato', 'Tūrangi', '3334', 3), small('Waikato', 'Ōtorohanga', '3900', 3),
  small('Waikato', 'Te Kūiti', '3910', 4.5),

  // ── Bay of Plenty ────────────────────────────────────────────────────────────
  ...town('Bay of Plenty', 'Tauranga', [
    [null, '3110', 8, 'apt'], ['Otūmoetai', '3110', 9], ['Bethlehem', '3110', 9],
    ['Brookfield', '3110', 6], ['Judea', '3110', 3], ['Matua', '3110', 4], ['Bellevue', '3110', 4],
    ['Tauranga South', '3112', 5], ['Gate Pā', '3112', 5], ['Greerton', '3112', 7],
    ['Welcome Bay', '3112', 11], ['Ohauiti', '3112', 5], ['Pyes Pā', '3112', 4],
    ['Mount Maunganui', '3116', 19, 'apt'], ['Arataki', '3116', 7], ['Bayfair', '3116', 3],
    ['Pāpāmoa', '3118', 10], ['Pāpāmoa Beach', '3118', 14],
  ]),
  small('Bay of Plenty', 'Te Puke', '3119', 9), small('Bay of Plenty', 'Katikati', '3129', 5),
  small('Bay of Plenty', 'Ōmokoroa', '3114', 4),
  ...town('Bay of Plenty', 'Rotorua', [
    ['Rotorua Central', '3010', 4], ['Fenton Park', '3010', 4], ['Glenholme', '3010', 5],
    ['Koutu', '3010', 4], ['Kawaha Point', '3010', 2], ['Ngongotahā', '3010', 5],
    ['Lynmore', '3010', 4], ['Owhata', '3010', 7], ['Springfield', '3015', 5],
    ['Pukehangi', '3015', 3], ['Western Heights', '3015', 5], ['Fairy Springs', '3015', 3],
    ['Sunnybrook', '3015', 3], ['Selwyn Heights', '3015', 3], ['Hillcrest', '3015', 3],
    ['Mangakakahi', '3015', 4],
  ]),
  small('Bay of Plenty', 'Whakatāne', '3120', 16), small('Bay of Plenty', 'Ōhope', '3121', 3),
  small('Bay of Plenty', 'Kawerau', '3127', 7.5), small('Bay of Plenty', 'Ōpōtiki', '3122', 4.5),

  // ── Gisborne ─────────────────────────────────────────────────────────────────
  ...town('Gisborne', 'Gisborne', [
    [null, '4010', 4], ['Whataupoko', '4010', 5], ['Kaiti', '4010', 6], ['Te Hapara', '4010', 5],
    ['Mangapapa', '4010', 4], ['Elgin', '4010', 3], ['Riverdale', '4010', 3],
    ['Lytton West', '4010', 3], ['Outer Kaiti', '4010', 2], ['Wainui', '4010', 2],
  ]),
  small('Gisborne', 'Tolaga Bay', '4077', 0.8), small('Gisborne', 'Ruatōria', '4032', 0.6),
  small('Gisborne', 'Te Karaka', '4022', 0.5),

  // ── Hawke's Bay ──────────────────────────────────────────────────────────────
  ...town("Hawke's Bay", 'Napier', [
    ['Napier South', '4110', 6], ['Ahuriri', '4110', 2], ['Bluff Hill', '4110', 3],
    ['Hospital Hill', '4110', 2], ['Marewa', '4110', 6], ['Onekawa', '4110', 5],
    ['Maraenui', '4110', 4], ['Westshore', '4110', 2], ['Tamatea', '4112', 6],
    ['Greenmeadows', '4112', 6], ['Taradale', '4112', 10], ['Pirimai', '4112', 3],
    ['Meeanee', '4112', 1], ['Bay View', '4104', 2],
  ]),
  ...town("Hawke's Bay", 'Hastings', [
    [null, '4122', 5], ['Mahora', '4120', 5], ['Raureka', '4120', 5], ['Camberley', '4120', 3],
    ['St Leonards', '4120', 4], ['Flaxmere', '4120', 11], ['Parkvale', '4122', 5],
    ['Akina', '4122', 5], ['Mayfair', '4122', 4],
  ]),
  small("Hawke's Bay", 'Havelock North', '4130', 14), small("Hawke's Bay", 'Clive', '4102', 1),
  small("Hawke's Bay", 'Waipukurau', '4200', 4.5), small("Hawke's Bay", 'Waipawa', '4210', 2),
  small("Hawke's Bay", 'Wairoa', '4108', 4.5),

  // ── Taranaki ─────────────────────────────────────────────────────────────────
  ...town('Taranaki', 'New Plymouth', [
    ['New Plymouth Central', '4310', 3], ['Welbourn', '4310', 4], ['Westown', '4310', 5],
    ['Vogeltown', '4310', 4], ['Frankleigh Park', '4310', 3], ['Moturoa', '4310', 3],
    ['Spotswood', '4310', 4], ['Lynmouth', '4310', 3], ['Blagdon', '4310', 3], ['Marfell', '4310', 3],
    ['Hurdon', '4310', 3], ['Fitzroy', '4312', 5], ['Strandon', '4312', 3], ['Merrilands', '4312', 4],
    ['Highlands Park', '4312', 3], ['Bell Block', '4312', 7], ['Glen Avon', '4312', 2],
  ]),
  small('Taranaki', 'Waitara', '4320', 6.5), small('Taranaki', 'Inglewood', '4330', 3.5),
  small('Taranaki', 'Stratford', '4332', 6), small('Taranaki', 'Hāwera', '4610', 10),
  small('Taranaki', 'Eltham', '4322', 2), small('Taranaki', 'Ōpunake', '4616', 1.4),
  small('Taranaki', 'Pātea', '4520', 1.1),

  // ── Manawatū-Whanganui ───────────────────────────────────────────────────────
  ...town('Manawatū-Whanganui', 'Palmerston North', [
    ['Palmerston North Central', '4410', 5, 'apt'], ['Hokowhitu', '4410', 7], ['Takaro', '4412', 5],
    ['West End', '4412', 4], ['Terrace End', '4410', 5], ['Fitzherbert', '4410', 4],
    ['Aokautere', '4410', 3], ['Awapuni', '4412', 7], ['Highbury', '4412', 7],
    ['Cloverlea', '4412', 4], ['Westbrook', '4412', 3], ['Milson', '4414', 5],
    ['Kelvin Grove', '4414', 6], ['Roslyn', '4414', 5],
  ]),
  small('Manawatū-Whanganui', 'Ashhurst', '4810', 3),
  ...town('Manawatū-Whanganui', 'Whanganui', [
    ['Whanganui Central', '4500', 3], ['Aramoho', '4500', 4], ['Whanganui East', '4500', 5],
    ['Durie Hill', '4500', 2], ['Putiki', '4500', 1], ['Gonville', '4501', 8],
    ['Castlecliff', '4501', 5], ['Springvale', '4501', 4], ['St Johns Hill', '4501', 3],
  ]),
  small('Manawatū-Whanganui', 'Feilding', '4702', 17), small('Manawatū-Whanganui', 'Levin', '5510', 20),
  small('Manawatū-Whanganui', 'Foxton', '4814', 3), small('Manawatū-Whanganui', 'Foxton Beach', '4815', 2),
  small('Manawatū-Whanganui', 'Shannon', '4821', 1.5), small('Manawatū-Whanganui', 'Marton', '4710', 5),
  small('Manawatū-Whanganui', 'Bulls', '4818', 1.8), small('Manawatū-Whanganui', 'Dannevirke', '4930', 5.5),
  small('Manawatū-Whanganui', 'Pahiatua', '4910', 2.7), small('Manawatū-Whanganui', 'Woodville', '4920', 1.5),
  small('Manawatū-Whanganui', 'Taumarunui', '3920', 4.5), small('Manawatū-Whanganui', 'Ohakune', '4625', 1.2),
  small('Manawatū-Whanganui', 'Taihape', '4720', 1.8),

  // ── Wellington ───────────────────────────────────────────────────────────────
  ...town('Wellington', 'Wellington', [
    ['Wellington Central', '6011', 9, 'apt'], ['Te Aro', '6011', 11, 'apt'], ['Thorndon', '6011', 5, 'apt'],
    ['Pipitea', '6011', 2, 'apt'], ['Mount Victoria', '6011', 5], ['Oriental Bay', '6011', 2],
    ['Roseneath', '6011', 2], ['Kelburn', '6012', 4], ['Karori', '6012', 15], ['Northland', '6012', 3],
    ['Wilton', '6012', 2], ['Highbury', '6012', 2], ['Wadestown', '6012', 4], ['Mount Cook', '6021', 6],
    ['Aro Valley', '6021', 3], ['Brooklyn', '6021', 6], ['Newtown', '6021', 9], ['Kingston', '6021', 2],
    ['Vogeltown', '6021', 2], ['Mornington', '6021', 2], ['Hataitai', '6021', 6],
    ['Berhampore', '6023', 3], ['Island Bay', '6023', 7], ['Owhiro Bay', '6023', 1],
    ['Kilbirnie', '6022', 5], ['Lyall Bay', '6022', 4], ['Rongotai', '6022', 1], ['Miramar', '6022', 9],
    ['Seatoun', '6022', 2], ['Strathmore Park', '6022', 3], ['Khandallah', '6035', 7],
    ['Ngaio', '6035', 5], ['Crofton Downs', '6035', 2], ['Kaiwharawhara', '6035', 1],
    ['Broadmeadows', '6035', 1], ['Johnsonville', '6037', 10], ['Newlands', '6037', 8],
    ['Churton Park', '6037', 6], ['Grenada Village', '6037', 2], ['Woodridge', '6037', 2],
    ['Tawa', '5028', 14],
  ]),
  ...town('Wellington', 'Lower Hutt', [
    ['Hutt Central', '5010', 6], ['Alicetown', '5010', 3], ['Belmont', '5010', 4], ['Woburn', '5010', 3],
    ['Waterloo', '5011', 5], ['Epuni', '5011', 3], ['Naenae', '5011', 8], ['Taitā', '5011', 6],
    ['Petone', '5012', 9], ['Eastbourne', '5013', 5], ['Wainuiomata', '5014', 17], ['Stokes Valley', '5019', 10],
  ]),
  ...town('Wellington', 'Upper Hutt', [
    ['Upper Hutt Central', '5018', 5], ['Trentham', '5018', 7], ['Totara Park', '5018', 5],
    ['Heretaunga', '5018', 3], ['Silverstream', '5019', 5],
  ]),
  ...town('Wellington', 'Porirua', [
    ['Porirua Central', '5022', 2], ['Titahi Bay', '5022', 8], ['Whitby', '5024', 10],
    ['Cannons Creek', '5024', 6], ['Paremata', '5024', 3], ['Pāpākōwhai', '5024', 2],
    ['Aotea', '5024', 3], ['Plimmerton', '5026', 3], ['Pukerua Bay', '5026', 2],
  ]),
  ...town('Wellington', 'Paraparaumu', [
    [null, '5032', 12], ['Paraparaumu Beach', '5032', 9], ['Raumati Beach', '5032', 6],
  ]),
  small('Wellington', 'Waikanae', '5036', 13), small('Wellington', 'Ōtaki', '5512', 6.5),
  small('Wellington', 'Masterton', '5810', 22), small('Wellington', 'Carterton', '5713', 5.5),
  small('Wellington', 'Greytown', '5712', 2.8), small('Wellington', 'Featherston', '5710', 2.6),
  small('Wellington', 'Martinborough', '5711', 1.8),

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

/** A rural delivery area: RD numbers run out of a town's delivery branch, each with its postcode. */
export interface RuralArea {
  readonly town: string;
  readonly region: NzRegion;
  readonly weight: number;
  /** State highway numbers that pass through the area (rural addresses on them are common). */
  readonly highways: readonly number[];
  /** [RD number, rural postcode] */
  readonly rds: readonly (readonly [number, string])[];
}

function rural(region: NzRegion, name: string, weight: number, highways: readonly number[],
  rds: readonly (readonly [number, string])[]): RuralArea {
  return { town: name, region, weight, highways, rds };
}

/** RD n → postcode (first + n - 1), the common pattern of NZ rural postcodes. */
function rdRun(count: number, firstPostcode: number, firstRd = 1): [number, string][] {
  return Array.from({ length: count }, (_, i) => [firstRd + i, String(firstPostcode + i).padStart(4, '0')]);
}

export const NZ_RURAL_AREAS: readonly RuralArea[] = [
  rural('Northland', 'Kaitaia', 3, [1, 10], rdRun(4, 481)),
  rural('Northland', 'Kerikeri', 4, [10], [[1, '0294'], [2, '0295'], [3, '0293']]),
  rural('Northland', 'Whangārei', 6, [1, 14, 15], rdRun(9, 171)),
  rural('Northland', 'Dargaville', 3, [12, 14], rdRun(4, 371)),
  rural('Auckland', 'Warkworth', 5, [1, 16], rdRun(6, 981)),
  rural('Auckland', 'Wellsford', 2, [1, 16], rdRun(5, 971)),
  rural('Auckland', 'Helensville', 2, [16], [[1, '0875'], [2, '0874'], [3, '0873']]),
  rural('Auckland', 'Kumeū', 2, [16], [[1, '0891'], [2, '0892']]),
  rural('Auckland', 'Pukekohe', 4, [22], rdRun(4, 2676)),
  rural('Auckland', 'Waiuku', 3, [22], rdRun(5, 2681)),
  rural('Auckland', 'Papakura', 2, [1, 22], [[1, '2580'], [2, '2582'], [3, '2583']]),
  rural('Waikato', 'Hamilton', 6, [1, 3, 23, 26, 39], rdRun(10, 3281)),
  rural('Waikato', 'Cambridge', 4, [1], rdRun(4, 3493)),
  rural('Waikato', 'Te Awamutu', 4, [3, 39], rdRun(6, 3871)),
  rural('Waikato', 'Morrinsville', 3, [26], rdRun(6, 3371)),
  rural('Waikato', 'Matamata', 3, [24, 27], rdRun(5, 3471)),
  rural('Waikato', 'Te Aroha', 2, [26], rdRun(3, 3391)),
  rural('Waikato', 'Huntly', 2, [1], rdRun(3, 3771)),
  rural('Waikato', 'Ngāruawāhia', 2, [39], rdRun(2, 3793)),
  rural('Waikato', 'Raglan', 1.5, [23], rdRun(2, 3295)),
  rural('Waikato', 'Taupō', 3, [1, 5], rdRun(3, 3377)),
  rural('Waikato', 'Te Kūiti', 2, [3, 30], rdRun(5, 3981)),
  rural('Waikato', 'Ōtorohanga', 1.5, [3, 31], rdRun(4, 3971)),
  rural('Bay of Plenty', 'Tauranga', 4, [2, 29, 36], rdRun(6, 3171)),
  rural('Bay of Plenty', 'Te Puke', 3, [2, 33], rdRun(6, 3181)),
  rural('Bay of Plenty', 'Katikati', 2, [2], [[1, '3177'], [2, '3178']]),
  rural('Bay of Plenty', 'Whakatāne', 3, [2, 30], rdRun(4, 3191)),
  rural('Bay of Plenty', 'Rotorua', 4, [5, 30, 33, 36], rdRun(6, 3072)),
  rural('Bay of Plenty', 'Ōpōtiki', 1.5, [2, 35], rdRun(3, 3197)),
  rural('Gisborne', 'Gisborne', 2.5, [2, 35], rdRun(3, 4071)),
  rural("Hawke's Bay", 'Napier', 2.5, [2, 5, 50], rdRun(6, 4181)),
  rural("Hawke's Bay", 'Hastings', 3.5, [2, 50], rdRun(9, 4171)),
  rural("Hawke's Bay", 'Waipukurau', 2, [2, 50], rdRun(4, 4271)),
  rural("Hawke's Bay", 'Wairoa', 1.5, [2, 38], rdRun(5, 4191)),
  rural('Taranaki', 'New Plymouth', 4, [3, 45], rdRun(6, 4371)),
  rural('Taranaki', 'Stratford', 2, [3, 43], rdRun(4, 4391)),
  rural('Taranaki', 'Hāwera', 2.5, [3, 45], rdRun(8, 4671)),
  rural('Taranaki', 'Inglewood', 1.5, [3], rdRun(3, 4386)),
  rural('Manawatū-Whanganui', 'Palmerston North', 3.5, [3, 56, 57], [...rdRun(9, 4471), [10, '4470']]),
  rural('Manawatū-Whanganui', 'Feilding', 3, [54], rdRun(9, 4771)),
  rural('Manawatū-Whanganui', 'Whanganui', 3, [3, 4], rdRun(8, 4571)),
  rural('Manawatū-Whanganui', 'Levin', 2.5, [1, 57], rdRun(5, 5571)),
  rural('Manawatū-Whanganui', 'Dannevirke', 2, [2], rdRun(9, 4971)),
  rural('Manawatū-Whanganui', 'Taumarunui', 1.5, [4, 41], rdRun(4, 3991)),
  rural('Wellington', 'Masterton', 3, [2], rdRun(9, 5881)),
  rural('Wellington', 'Carterton', 2, [2], rdRun(4, 5791)),
  rural('Wellington', 'Featherston', 1.5, [2, 53], rdRun(3, 5771)),
  rural('Wellington', 'Ōtaki', 1.5, [1], rdRun(2, 5581)),
  rural('Tasman', 'Richmond', 2.5, [6, 60], rdRun(4, 7081)),
  rural('Tasman', 'Motueka', 2.5, [60], rdRun(3, 7196)),
  rural('Tasman', 'Tākaka', 1, [60], rdRun(2, 7182)),
  rural('Tasman', 'Wakefield', 1.5, [6], rdRun(2, 7095)),
  rural('Marlborough', 'Blenheim', 3.5, [1, 6, 63], rdRun(6, 7271)),
  rural('Marlborough', 'Picton', 1, [1], rdRun(2, 7281)),
  rural('West Coast', 'Greymouth', 1.5, [6, 7], rdRun(5, 7871)),
  rural('West Coast', 'Westport', 1.2, [6, 67], rdRun(3, 7891)),
  rural('West Coast', 'Hokitika', 1.2, [6, 73], rdRun(4, 7881)),
  rural('Canterbury', 'Christchurch', 4, [1, 73, 75], rdRun(7, 7671)),
  rural('Canterbury', 'Rangiora', 4, [71, 72], rdRun(7, 7471)),
  rural('Canterbury', 'Kaiapoi', 2, [1], rdRun(2, 7691)),
  rural('Canterbury', 'Darfield', 2, [73, 77], rdRun(2, 7571)),
  rural('Canterbury', 'Oxford', 1, [72], [[2, '7495']]),
  rural('Canterbury', 'Amberley', 1.5, [1], rdRun(3, 7481)),
  rural('Canterbury', 'Kaikōura', 1, [1], rdRun(4, 7371)),
  rural('Canterbury', 'Ashburton', 4, [1, 77], rdRun(8, 7771)),
  rural('Canterbury', 'Timaru', 3, [1, 8], rdRun(5, 7971)),
  rural('Canterbury', 'Geraldine', 1.5, [79], rdRun(2, 7991)),
  rural('Canterbury', 'Waimate', 1.5, [82], rdRun(3, 7978)),
  rural('Otago', 'Oamaru', 3, [1, 83], rdRun(5, 9491)),
  rural('Otago', 'Mosgiel', 2, [1, 87], rdRun(3, 9091)),
  rural('Otago', 'Balclutha', 2, [1, 8], rdRun(4, 9271)),
  rural('Otago', 'Alexandra', 1.5, [8, 85], rdRun(3, 9391)),
  rural('Otago', 'Cromwell', 1.5, [6, 8], [[2, '9384'], [3, '9385']]),
  rural('Otago', 'Wānaka', 2, [6, 84], [[2, '9382'], [3, '9383']]),
  rural('Otago', 'Queenstown', 1.5, [6], rdRun(2, 9371)),
  rural('Southland', 'Invercargill', 4, [1, 6, 99], rdRun(9, 9871)),
  rural('Southland', 'Gore', 3, [1, 94], rdRun(9, 9771)),
  rural('Southland', 'Winton', 2, [6, 96], rdRun(3, 9781)),
  rural('Southland', 'Te Anau', 0.8, [94], [[1, '9672']]),
  rural('Southland', 'Riverton', 1.2, [99], rdRun(3, 9881)),
];

/** A PostShop / delivery branch that holds PO Boxes and (for the big ones) Private Bags. */
export interface PoLobby {
  /** Lobby name printed above the town line; null when it is the town itself (then no line). */
  readonly lobby: string | null;
  readonly town: string;
  readonly postcode: string;
  readonly region: NzRegion;
  readonly weight: number;
  /** Inclusive range of PO Box numbers held at the lobby. */
  readonly boxes: readonly [number, number];
  /** Inclusive range of Private Bag numbers, for lobbies that issue them. */
  readonly bags: readonly [number, number] | null;
}

type LobbyRow = readonly [string | null, string, string, NzRegion, number, readonly [number, number],
  (readonly [number, number])?];

const LOBBY_ROWS: readonly LobbyRow[] = [
  ['Shortland Street', 'Auckland', '1140', 'Auckland', 10, [1, 4999]],
  ['Wellesley Street', 'Auckland', '1141', 'Auckland', 10, [5001, 7999]],
  ['Victoria Street West', 'Auckland', '1142', 'Auckland', 8, [8001, 9999], [92001, 92999]],
  ['Ponsonby', 'Auckland', '1144', 'Auckland', 4, [47001, 47999]],
  ['Newmarket', 'Auckland', '1149', 'Auckland', 5, [99001, 99999]],
  ['Symonds Street', 'Auckland', '1150', 'Auckland', 3, [8001, 8999]],
  ['Parnell', 'Auckland', '1151', 'Auckland', 3, [37001, 37999]],
  ['Epsom', 'Auckland', '1344', 'Auckland', 3, [26001, 26999]],
  ['Remuera', 'Auckland', '1541', 'Auckland', 4, [28001, 28999]],
  ['Ōtāhuhu', 'Auckland', '1640', 'Auckland', 3, [22001, 22999]],
  ['Onehunga', 'Auckland', '1643', 'Auckland', 3, [13001, 13999]],
  ['Takapuna', 'Auckland', '0740', 'Auckland', 5, [33001, 33999]],
  ['North Shore', 'Auckland', '0745', 'Auckland', 3, [100001, 100999], [102901, 102999]],
  ['Browns Bay', 'Auckland', '0753', 'Auckland', 3, [35001, 35999]],
  ['North Harbour', 'Auckland', '0751', 'Auckland', 4, [302001, 302999]],
  ['Henderson', 'Auckland', '0650', 'Auckland', 4, [21001, 21999]],
  ['New Lynn', 'Auckland', '0640', 'Auckland', 3, [15001, 15999]],
  ['Manukau', 'Auckland', '2241', 'Auckland', 5, [76001, 76999], [94001, 94999]],
  ['Howick', 'Auckland', '2145', 'Auckland', 3, [38001, 38999]],
  ['Pakuranga', 'Auckland', '2140', 'Auckland', 3, [51001, 51999]],
  [null, 'Papakura', '2244', 'Auckland', 3, [72001, 72999]],
  [null, 'Pukekohe', '2340', 'Auckland', 3, [1, 999]],
  [null, 'Ōrewa', '0946', 'Auckland', 2, [1, 999]],
  [null, 'Warkworth', '0941', 'Auckland', 2, [1, 999]],
  [null, 'Whangārei', '0140', 'Northland', 4, [1, 9999], [9001, 9099]],
  [null, 'Kerikeri', '0245', 'Northland', 2, [1, 999]],
  [null, 'Kaitaia', '0441', 'Northland', 1.5, [1, 999]],
  [null, 'Dargaville', '0340', 'Northland', 1, [1, 999]],
  [null, 'Hamilton', '3240', 'Waikato', 8, [1, 19999], [3001, 3199]],
  ['Frankton', 'Hamilton', '3245', 'Waikato', 2, [5001, 5999]],
  [null, 'Cambridge', '3450', 'Waikato', 2, [1, 999]],
  [null, 'Te Awamutu', '3840', 'Waikato', 2, [1, 999]],
  [null, 'Thames', '3540', 'Waikato', 1.5, [1, 999]],
  [null, 'Taupō', '3351', 'Waikato', 3, [1, 2999]],
  [null, 'Tokoroa', '3444', 'Waikato', 1.5, [1, 999]],
  [null, 'Matamata', '3440', 'Waikato', 1.5, [1, 999]],
  [null, 'Tauranga', '3140', 'Bay of Plenty', 6, [1, 15999], [12001, 12999]],
  [null, 'Mount Maunganui', '3150', 'Bay of Plenty', 2.5, [4001, 5999]],
  [null, 'Rotorua', '3040', 'Bay of Plenty', 4, [1, 9999], [3001, 3099]],
  [null, 'Whakatāne', '3158', 'Bay of Plenty', 2, [1, 999]],
  [null, 'Gisborne', '4040', 'Gisborne', 2.5, [1, 2999], [7001, 7099]],
  [null, 'Napier', '4140', "Hawke's Bay", 3.5, [1, 4999], [6001, 6099]],
  [null, 'Hastings', '4156', "Hawke's Bay", 3, [1, 2999], [9001, 9099]],
  [null, 'Havelock North', '4157', "Hawke's Bay", 1.5, [8001, 8999]],
  [null, 'New Plymouth', '4340', 'Taranaki', 3.5, [1, 8999], [2001, 2099]],
  [null, 'Hāwera', '4640', 'Taranaki', 1.5, [1, 999]],
  [null, 'Palmerston North', '4440', 'Manawatū-Whanganui', 4, [1, 9999], [11001, 11999]],
  [null, 'Whanganui', '4540', 'Manawatū-Whanganui', 2.5, [1, 4999], [3001, 3099]],
  [null, 'Feilding', '4740', 'Manawatū-Whanganui', 1.5, [1, 999]],
  [null, 'Levin', '5540', 'Manawatū-Whanganui', 1.5, [1, 999]],
  [null, 'Wellington', '6140', 'Wellington', 10, [1, 4999], [1901, 1999]],
  ['Marion Square', 'Wellington', '6141', 'Wellington', 3, [9001, 9999], [6901, 6999]],
  ['Manners Street', 'Wellington', '6142', 'Wellington', 3, [11001, 11999]],
  ['The Terrace', 'Wellington', '6143', 'Wellington', 3, [10001, 10999]],
  ['Lambton Quay', 'Wellington', '6145', 'Wellington', 4, [5001, 5999]],
  ['Karori', 'Wellington', '6147', 'Wellington', 2, [17001, 17999]],
  ['Newtown', 'Wellington', '6242', 'Wellington', 2, [7001, 7999]],
  ['Johnsonville', 'Wellington', '6440', 'Wellington', 2, [13001, 13999]],
  ['Wellington Mail Centre', 'Lower Hutt', '5045', 'Wellington', 3, [39001, 39999], [39801, 39999]],
  [null, 'Lower Hutt', '5040', 'Wellington', 3, [30001, 31999]],
  [null, 'Upper Hutt', '5140', 'Wellington', 2, [40001, 40999]],
  [null, 'Porirua', '5240', 'Wellington', 2, [50001, 50999]],
  [null, 'Paraparaumu', '5254', 'Wellington', 2, [1, 1999]],
  [null, 'Masterton', '5840', 'Wellington', 2, [1, 1999]],
  [null, 'Nelson', '7040', 'Nelson', 3.5, [1, 3999], [1, 99]],
  [null, 'Richmond', '7050', 'Tasman', 2, [3001, 3999]],
  [null, 'Motueka', '7143', 'Tasman', 1.2, [1, 999]],
  [null, 'Blenheim', '7240', 'Marlborough', 2.5, [1, 1999], [1001, 1099]],
  [null, 'Picton', '7250', 'Marlborough', 1, [1, 499]],
  [null, 'Greymouth', '7840', 'West Coast', 1.5, [1, 999]],
  [null, 'Westport', '7866', 'West Coast', 1, [1, 499]],
  [null, 'Hokitika', '7842', 'West Coast', 1, [1, 499]],
  [null, 'Christchurch', '8140', 'Canterbury', 10, [1, 13999], [4701, 4999]],
  ['Riccarton', 'Christchurch', '8440', 'Canterbury', 3, [8001, 8999]],
  ['Papanui', 'Christchurch', '8542', 'Canterbury', 3, [5001, 5999]],
  ['Sydenham', 'Christchurch', '8240', 'Canterbury', 2.5, [7001, 7999]],
  [null, 'Rangiora', '7440', 'Canterbury', 2, [1, 999]],
  [null, 'Kaiapoi', '7644', 'Canterbury', 1.2, [1, 499]],
  [null, 'Rolleston', '7643', 'Canterbury', 1.5, [1, 999]],
  [null, 'Ashburton', '7740', 'Canterbury', 2, [1, 999]],
  [null, 'Timaru', '7940', 'Canterbury', 2.5, [1, 2999], [901, 999]],
  [null, 'Kaikōura', '7340', 'Canterbury', 0.6, [1, 299]],
  [null, 'Dunedin', '9054', 'Otago', 6, [1, 5999], [1901, 1999]],
  ['Moray Place', 'Dunedin', '9058', 'Otago', 2.5, [5001, 5999]],
  [null, 'Mosgiel', '9053', 'Otago', 1.5, [1, 999]],
  [null, 'Oamaru', '9444', 'Otago', 1.5, [1, 999]],
  [null, 'Queenstown', '9348', 'Otago', 2.5, [1, 2999]],
  [null, 'Wānaka', '9343', 'Otago', 1.5, [1, 999]],
  [null, 'Cromwell', '9342', 'Otago', 1, [1, 499]],
  [null, 'Alexandra', '9340', 'Otago', 1, [1, 499]],
  [null, 'Balclutha', '9240', 'Otago', 0.8, [1, 499]],
  [null, 'Invercargill', '9840', 'Southland', 3.5, [1, 4999], [90101, 90199]],
  [null, 'Gore', '9740', 'Southland', 1.2, [1, 999]],
  [null, 'Te Anau', '9640', 'Southland', 0.6, [1, 299]],
];

export const NZ_PO_LOBBIES: readonly PoLobby[] = LOBBY_ROWS.map(
  ([lobby, townName, postcode, region, weight, boxes, bags]) =>
    ({ lobby, town: townName, postcode, region, weight, boxes, bags: bags ?? null }),
);
