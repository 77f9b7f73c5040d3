/** North Island towns and suburbs with their urban postcodes (see nzPlaces.ts for sources and weights). */
import { small, town, type NzPlace } from './nzPlaceKinds';

export const NORTH_ISLAND_PLACES: readonly NzPlace[] = [
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
];
