/**
 * Street name building blocks for the sandbox address generator: base names that are common on
 * New Zealand street signs, road types written out in full (NZ Post prints "Street", not "St"),
 * and a few landmark streets pinned to their real suburbs so well-known addresses such as
 * "12 Queen Street, Auckland Central, Auckland 1010" always exist.
 *
 * Compiled from public NZ place and street names (Stats NZ / LINZ gazetteer style); facts, not
 * copied data. See SOURCES.md.
 */
import type { NzRegion } from './nzPlaces';

/**
 * Base names for urban streets. Mixes the colonial/royal names found in every town centre, NZ
 * people and explorers, native trees and birds (te reo Māori), rivers/mountains/waka, English
 * counties and towns, and a handful of famous city streets. None equals a road type word, so
 * the generator never produces "Grove Grove".
 */
export const STREET_BASE_NAMES: readonly string[] = [
  // Royal, colonial and town-centre staples
  'Queen', 'King', 'Victoria', 'Albert', 'Alexandra', 'Edward', 'George', 'William', 'Elizabeth',
  'Princes', 'Prince Regent', 'Regent', 'Wellington', 'Nelson', 'Wakefield', 'Hobson', 'Grey',
  'Fitzroy', 'Selwyn', 'Durham', 'Devon', 'Cornwall', 'Kent', 'Surrey', 'Sussex', 'Essex',
  'Norfolk', 'Suffolk', 'Bedford', 'Oxford', 'Cambridge', 'Windsor', 'York', 'Clyde', 'Tweed',
  'Tyne', 'Severn', 'Thames', 'Shannon', 'Liverpool', 'Manchester', 'Lancaster', 'Chester',
  'Gloucester', 'Worcester', 'Hereford', 'Stafford', 'Derby', 'Lincoln', 'Warwick', 'Dublin',
  'Edinburgh', 'Glasgow', 'Aberdeen', 'Inverness', 'Perth', 'Dundee', 'Melbourne', 'Sydney',
  'Adelaide', 'Brisbane', 'Hobart', 'Canterbury', 'Otago', 'Marlborough', 'Hawke', 'Southland',
  'Church', 'Mill', 'Station', 'Bridge', 'High', 'Main', 'Park', 'Beach', 'Hill', 'Valley',
  'Harbour', 'Marine', 'School', 'College', 'Hospital', 'Market', 'Commerce', 'Railway', 'Wharf',
  'Ferry', 'Quarry', 'Tramway', 'Glen', 'Ridge', 'Vista', 'Summit', 'Seaview', 'Hillside',
  'Lakeside', 'Riverside', 'Bush', 'Forest', 'Meadow', 'Orchard', 'Garden', 'Sunset', 'Sunrise',
  'Sunnyside', 'Fairview', 'Bellevue', 'Clifton', 'Mountain', 'Coronation', 'Jubilee', 'Empire',
  'Dominion', 'Union', 'Hope', 'Trafalgar', 'Waterloo', 'Nile', 'Gordon', 'Kitchener', 'Haig',
  'Anzac', 'Gallipoli', 'Somme', 'Armagh', 'Tuam', 'Cashel',
  // NZ people, governors and explorers
  'Cook', 'Tasman', 'Banks', 'Endeavour', 'Resolution', 'Discovery', 'Hillary', 'Rutherford',
  'Sheppard', 'Seddon', 'Ballance', 'Massey', 'Savage', 'Fraser', 'Holland', 'Nash', 'Holyoake',
  'Kirk', 'Vogel', 'Stout', 'Ward', 'Coates', 'Forbes', 'Busby', 'Marsden', 'Godley', 'Rolleston',
  'Fox', 'Weld', 'Domett', 'Whitaker', 'Atkinson', 'Ngata', 'Pomare', 'Carroll', 'Te Whiti',
  'Tawhiao', 'Rewi', 'Hone Heke', 'Kupe', 'Hinemoa', 'Tutanekai', 'Ranfurly', 'Onslow', 'Plunket',
  'Islington', 'Jellicoe', 'Fergusson', 'Bledisloe', 'Galway', 'Newall', 'Freyberg', 'Norrie',
  'Cobham', 'Porritt', 'Blundell', 'Beattie', 'Reeves', 'Tizard', 'Batten', 'Upham', 'Mansfield',
  'Frame', 'Baxter', 'McCahon', 'Hotere', 'Pearse', 'Kingsford Smith', 'Lovelock', 'Snell',
  'Halberg', 'Meads', 'Featherston', 'Brandon', 'Molesworth', 'Hutt', 'Jervois', 'Gore Browne',
  'Bowen', 'Normanby', 'Hamilton', 'Stanley', 'Russell', 'Clifford', 'Moorhouse', 'Rhodes',
  'Deans', 'Hereward', 'Macandrew', 'Cargill', 'Burns', 'Dunlop', 'Ross', 'Sinclair', 'Campbell',
  'Cameron', 'Mackenzie', 'McLeod', 'Macdonald', 'Stewart', 'Murray', 'Buchanan', 'Douglas',
  'Graham', 'Johnston', 'Kerr', 'Menzies', 'Robertson', 'Scott', 'Thomson', 'Wallace', 'Wilson',
  'Young', 'Brown', 'Clark', 'Davies', 'Evans', 'Harris', 'Hughes', 'Jackson', 'Jones', 'Lewis',
  'Martin', 'Morgan', 'Parker', 'Roberts', 'Smith', 'Taylor', 'Turner', 'Walker', 'White',
  // Trees, plants and birds (te reo Māori and introduced)
  'Tui', 'Kōwhai', 'Rimu', 'Totara', 'Manuka', 'Kauri', 'Pōhutukawa', 'Kereru', 'Matai', 'Miro',
  'Nikau', 'Raupo', 'Harakeke', 'Kahikatea', 'Tawa', 'Titoki', 'Puriri', 'Karaka', 'Karamu',
  'Kawakawa', 'Koromiko', 'Horoeka', 'Rata', 'Ngaio', 'Mahoe', 'Houhere', 'Hinau', 'Tanekaha',
  'Taraire', 'Rewarewa', 'Kamahi', 'Kanuka', 'Toetoe', 'Kohekohe', 'Pukatea', 'Kiekie', 'Pingao',
  'Korimako', 'Kaka', 'Kea', 'Kiwi', 'Weka', 'Pukeko', 'Takahe', 'Kokako', 'Kahu', 'Ruru', 'Toroa',
  'Piwakawaka', 'Riroriro', 'Tieke', 'Hihi', 'Kuaka', 'Kotuku', 'Karearea', 'Matuku', 'Huia',
  'Whio', 'Pateke', 'Kuku', 'Paua', 'Pipi', 'Kahawai', 'Tamure', 'Rose', 'Lavender', 'Primrose',
  'Daisy', 'Bluebell', 'Camellia', 'Magnolia', 'Jasmine', 'Hibiscus', 'Acacia', 'Wattle', 'Oak',
  'Elm', 'Ash', 'Birch', 'Cedar', 'Maple', 'Willow', 'Poplar', 'Larch', 'Pine', 'Beech', 'Holly',
  'Laurel', 'Myrtle', 'Hawthorn', 'Heather', 'Fern', 'Ivy', 'Cherry', 'Plum', 'Fantail',
  'Bellbird', 'Kingfisher', 'Heron', 'Gannet', 'Albatross', 'Shearwater', 'Dotterel',
  // Te reo Māori words, waka, mountains, rivers and lakes
  'Aroha', 'Moana', 'Awa', 'Maunga', 'Roto', 'Whenua', 'Rangi', 'Marama', 'Kainga', 'Whanau',
  'Manaaki', 'Tika', 'Pono', 'Mana', 'Ora', 'Atawhai', 'Rongo', 'Tane', 'Tangaroa', 'Rongomai',
  'Matariki', 'Puanga', 'Rehua', 'Takitimu', 'Tainui', 'Aotea', 'Arawa', 'Mataatua', 'Tokomaru',
  'Kurahaupo', 'Horouta', 'Tamaki', 'Waitemata', 'Manukau', 'Hauraki', 'Kaipara', 'Rangitoto',
  'Motutapu', 'Waiheke', 'Taupo', 'Rotorua', 'Tongariro', 'Ruapehu', 'Ngauruhoe', 'Taranaki',
  'Hikurangi', 'Pirongia', 'Karioi', 'Kaimai', 'Mamaku', 'Rimutaka', 'Tararua', 'Ruahine',
  'Kaweka', 'Kaikoura', 'Aorangi', 'Waikato', 'Waipa', 'Rangitikei', 'Manawatu', 'Ruamahanga',
  'Otaki', 'Waikanae', 'Kapiti', 'Matiu', 'Rakaia', 'Waimakariri', 'Rangitata', 'Waitaki',
  'Clutha', 'Mataura', 'Oreti', 'Aparima', 'Waiau', 'Hurunui', 'Buller', 'Arahura', 'Haast',
  'Karamea', 'Motueka', 'Takaka', 'Wairau', 'Awatere', 'Pelorus', 'Maitai', 'Wanaka', 'Hawea',
  'Pukaki', 'Tekapo', 'Ohau', 'Manapouri', 'Te Anau', 'Rotoiti', 'Rotoma', 'Tarawera', 'Okataina',
  'Waikaremoana', 'Wairarapa', 'Whakatipu', 'Hokianga', 'Whangaroa', 'Kawau', 'Tiritiri',
  'Aotearoa',
  // Famous city streets (so every city can have "its" names)
  'Ponsonby', 'Karangahape', 'Cuba', 'Lambton', 'Willis', 'Colombo', 'Great South', 'Great North',
  'Te Rapa', 'Devonport', 'Hurstmere', 'Remuera', 'Mount Eden', 'Sandringham', 'New North',
  'Ti Rakau', 'Pakuranga', 'Lake', 'Khyber Pass', 'Symonds', 'Wellesley', 'Customs', 'Fanshawe',
  'Tory', 'Courtenay', 'Manners', 'Dixon', 'Ghuznee', 'Vivian', 'Abel Smith', 'Riddiford',
  'Evans Bay', 'Papanui', 'Riccarton', 'Lichfield', 'Fitzgerald', 'Bealey', 'Stuart', 'Moray',
  'Frederick', 'Hanover', 'Rattray', 'Cumberland', 'Hardy', 'Emerson', 'Hastings', 'Tennyson',
  'Dickens', 'Browning', 'Byron', 'Shakespeare', 'Milton', 'Chaucer', 'Wordsworth', 'Keats',
  'Shelley', 'Kipling', 'Heretaunga', 'Gladstone', 'Disraeli', 'Peel', 'Palmerston', 'Pitt',
  'Canning', 'Liardet', 'Dee', 'Tay', 'Esk', 'Spey', 'Don', 'Tees', 'Wear', 'Ouse', 'Avon',
  'Heathcote', 'Styx', 'Opawa', 'Ilam', 'Fendalton', 'Memorial', 'Harewood', 'Maunganui', 'Chapel',
  'Brougham',
];

/** Urban road types and how often they occur (weights, roughly NZ proportions). */
export const ROAD_TYPES: readonly (readonly [type: string, weight: number])[] = [
  ['Street', 30], ['Road', 26], ['Avenue', 8], ['Place', 8], ['Crescent', 7], ['Drive', 6],
  ['Lane', 3], ['Terrace', 3], ['Way', 3], ['Grove', 2], ['Close', 2], ['Court', 1.5],
  ['Rise', 1], ['Parade', 1], ['Heights', 0.5], ['View', 0.5], ['Glade', 0.3], ['Mews', 0.2],
  ['Boulevard', 0.1],
  // Only through landmarks (Lambton Quay, Hibiscus Coast Highway): random "Tui Quay" looks fake.
  ['Quay', 0], ['Highway', 0], ['Esplanade', 0],
];

/** Suffixes NZ Post prints after the road type (e.g. "Customs Street East"). */
export const ROAD_SUFFIXES: readonly string[] = ['East', 'West', 'North', 'South', 'Extension'];

/** Generic rural road base names, found all over the country (used with Road/Lane/Drive…). */
export const RURAL_ROAD_NAMES: readonly string[] = [
  'Valley', 'Settlement', 'Old Coach', 'Mill', 'Creamery', 'Settlers', 'Back', 'Station', 'Gorge',
  'Ferry', 'Bush', 'Church', 'Pā', 'School', 'Hall', 'Swamp', 'Flaxmill', 'Downs', 'Ridge', 'Hill',
  'Cemetery', 'Factory', 'Saleyards', 'Woolshed', 'Limeworks', 'Quarry', 'Bridge', 'Beach', 'River',
  'Stream', 'Lake', 'Forest', 'Totara Flat', 'Kahikatea Flat', 'Rimu Valley', 'Kōwhai Valley',
  'Tui Ridge', 'Matai', 'Miro', 'Tram', 'Boundary', 'Dairy', 'Mountain', 'Airstrip', 'Gravel Pit',
];

/**
 * Rural road names taken from localities of each region, so a rural address near Warkworth gets
 * "Matakana Road" and one near Gore "Hokonui Road", not the other way round.
 */
export const RURAL_LOCALITY_NAMES: Readonly<Record<NzRegion, readonly string[]>> = {
  'Northland': ['Waipapa', 'Puketotara', 'Purerua', 'Wiroa', 'Pungaere', 'Kaiwaka', 'Mititai', 'Tangowahine',
    'Arapohue', 'Kaihu', 'Maungatapere', 'Ngunguru', 'Pipiwai', 'Ruatangata', 'Otaika', 'Pukenui', 'Oruru',
    'Peria', 'Takahue', 'Okaihau', 'Matauri Bay', 'Kapiro'],
  'Auckland': ['Matakana', 'Sandspit', 'Woodcocks', 'Hoteo', 'Kaipara Flats', 'Kaukapakapa', 'Riverhead',
    'Waitoki', 'Glorit', 'Tauhoa', 'Ararimu', 'Paerata', 'Patumahoe', 'Mauku', 'Awhitu', 'Hunua',
    'Ness Valley', 'Mangatawhiri', 'Dairy Flat'],
  'Waikato': ['Mangapiko', 'Ohinewai', 'Ohaupo', 'Pukekawa', 'Puketaha', 'Rangiriri', 'Tauwhare', 'Te Miro',
    'Waitoa', 'Whitikahu', 'Hautapu', 'Kaipaki', 'Ngahinapouri', 'Mangaotaki', 'Te Kowhai', 'Gordonton',
    'Eureka', 'Walton', 'Puketutu', 'Aria', 'Oparure'],
  'Bay of Plenty': ['Aongatete', 'Te Puna', 'Pongakawa', 'Paengaroa', 'Maketu', 'Rangitaiki', 'Ruatoki',
    'Waimana', 'Otanewainuku', 'Oropi', 'Kaharoa', 'Hamurana', 'Mamaku', 'Tarawera', 'Matata', 'Awakeri'],
  'Gisborne': ['Ngatapa', 'Tiniroto', 'Matawhero', 'Waerenga-a-Hika', 'Patutahi', 'Whatatutu', 'Ormond',
    'Makaraka', 'Waimata Valley', 'Tikitiki'],
  "Hawke's Bay": ['Puketapu', 'Maraekakaho', 'Korokipo', 'Omahu', 'Tukituki', 'Kahuranaki', 'Puketitiri',
    'Poraiti', 'Waimarama', 'Ongaonga', 'Takapau', 'Tikokino', 'Frasertown'],
  'Taranaki': ['Lepperton', 'Egmont', 'Carrington', 'Upper Kaimata', 'Kaipokonui', 'Ahipaipa', 'Mangatoki',
    'Tarata', 'Okato', 'Kaponga', 'Mangorei', 'Tikorangi', 'Ngaere'],
  'Manawatū-Whanganui': ['Pohangina', 'Kimbolton', 'Makino', 'Halcombe', 'Mangamahu', 'Kai Iwi', 'Fordell',
    'Okoia', 'Tokomaru', 'Koputaroa', 'Ohau', 'Manakau', 'Kairanga', 'Rongotea', 'Makotuku', 'Norsewood',
    'Mangatainoka', 'Aokautere'],
  'Wellington': ['Te Whiti', 'Opaki', 'Kaituna', 'Ponatahi', 'Dalefield', 'Moroa', 'Te Horo', 'Hautere',
    'Lake Ferry', 'Kahutara', 'Tauherenikau', 'Gladstone', 'Whangaehu Valley', 'Te Ore Ore'],
  'Tasman': ['Lower Moutere', 'Upper Moutere', 'Dovedale', 'Redwood Valley', 'Waimea West', 'Ngatimoti',
    'Motupiko', 'Eighty Eight Valley', 'Pigeon Valley', 'Rototai', 'Bainham'],
  'Nelson': ['Maitai Valley', 'Atawhai', 'Todds Valley', 'Marybank'],
  'Marlborough': ['Rapaura', 'Rarangi', 'Waihopai Valley', 'Awatere Valley', 'Wairau Valley', 'Omaka Valley',
    'Brancott', 'Hillersden', 'Kenepuru', 'Tuamarina'],
  'West Coast': ['Arnold Valley', 'Nelson Creek', 'Kaniere', 'Arahura Valley', 'Kumara Junction', 'Stillwater',
    'Ngahere', 'Cape Foulwind', 'Waimangaroa', 'Ruatapu'],
  'Canterbury': ['Ohoka', 'Two Chain', 'Jones', 'Springs', 'Weedons', 'Selwyn Huts', 'Hororata', 'Coalgate',
    'Ashley Gorge', 'Loburn', 'Swannanoa', 'Cust', 'Tinwald', 'Lauriston', 'Mayfield', 'Orari',
    'Rangitata Island', 'Pleasant Point', 'Levels Valley', 'Kakahu', 'Waikuku', 'Sefton'],
  'Otago': ['Ngapara', 'Enfield', 'Kakanui', 'Maheno', 'Taieri Mouth', 'Saddle Hill', 'Henley', 'Owaka Valley',
    'Kaihiku', 'Earnscleugh', 'Bannockburn', 'Lowburn', 'Cardrona Valley', 'Crown Range', 'Glenorchy'],
  'Southland': ['Oreti Plains', 'Makarewa', 'Lorneville', 'Woodlands', 'Mokotua', 'Waimahaka', 'Pukerau',
    'Waimea Plains', 'Otama', 'Hokonui', 'Centre Bush', 'Dipton', 'Waianiwa', 'Thornbury', 'Colac Bay',
    'Manapouri', 'Mossburn'],
};

/** Rural road types and weights: almost all rural roads are "Road". */
export const RURAL_ROAD_TYPES: readonly (readonly [type: string, weight: number])[] = [
  ['Road', 85], ['Lane', 5], ['Drive', 4], ['Track', 2], ['Way', 2], ['Terrace', 1],
];

/** A real, well-known street pinned to its real suburb; `numbers` are always generated first. */
export interface LandmarkStreet {
  readonly suburb: string | null;
  readonly town: string;
  readonly postcode: string;
  readonly name: string;
  /** Null for type-less names like "Broadway" or "The Terrace". */
  readonly type: string | null;
  readonly suffix: string | null;
  readonly numbers: readonly number[];
}

type LandmarkRow = readonly [suburb: string | null, town: string, postcode: string, name: string,
  type: string | null, suffix: string | null, numbers: readonly number[]];

const LANDMARK_ROWS: readonly LandmarkRow[] = [
  ['Auckland Central', 'Auckland', '1010', 'Queen', 'Street', null, [12, 1, 20, 45, 120, 205, 300]],
  ['Auckland Central', 'Auckland', '1010', 'Customs', 'Street', 'East', [22, 51]],
  ['Auckland Central', 'Auckland', '1010', 'Karangahape', 'Road', null, [1, 73, 201]],
  ['Ponsonby', 'Auckland', '1011', 'Ponsonby', 'Road', null, [100, 185, 250]],
  ['Grey Lynn', 'Auckland', '1021', 'Great North', 'Road', null, [500, 622]],
  ['Mount Eden', 'Auckland', '1024', 'Dominion', 'Road', null, [200, 411]],
  ['Newmarket', 'Auckland', '1023', 'Broadway', null, null, [100, 277]],
  ['Remuera', 'Auckland', '1050', 'Remuera', 'Road', null, [350, 431]],
  ['Takapuna', 'Auckland', '0622', 'Hurstmere', 'Road', null, [12, 60]],
  ['Manurewa', 'Auckland', '2102', 'Great South', 'Road', null, [7, 201]],
  ['Wellington Central', 'Wellington', '6011', 'Lambton', 'Quay', null, [1, 100, 280]],
  ['Wellington Central', 'Wellington', '6011', 'Willis', 'Street', null, [12, 89]],
  ['Wellington Central', 'Wellington', '6011', 'The Terrace', null, null, [1, 40]],
  ['Te Aro', 'Wellington', '6011', 'Cuba', 'Street', null, [100, 212]],
  ['Te Aro', 'Wellington', '6011', 'Courtenay', 'Place', null, [1, 30]],
  ['Karori', 'Wellington', '6012', 'Karori', 'Road', null, [250, 300]],
  ['Kelburn', 'Wellington', '6012', 'Upland', 'Road', null, [5, 90]],
  ['Christchurch Central', 'Christchurch', '8011', 'Colombo', 'Street', null, [100, 242]],
  ['Riccarton', 'Christchurch', '8011', 'Riccarton', 'Road', null, [129, 200]],
  ['Hamilton Central', 'Hamilton', '3204', 'Victoria', 'Street', null, [300, 500]],
  ['Te Rapa', 'Hamilton', '3200', 'Te Rapa', 'Road', null, [800, 1000]],
  [null, 'Tauranga', '3110', 'Devonport', 'Road', null, [30, 80]],
  [null, 'Tauranga', '3110', 'Cameron', 'Road', null, [20, 95]],
  ['Mount Maunganui', 'Tauranga', '3116', 'Maunganui', 'Road', null, [100, 150]],
  ['Rotorua Central', 'Rotorua', '3010', 'Hinemoa', 'Street', null, [1100, 1200]],
  ['Dunedin Central', 'Dunedin', '9016', 'Princes', 'Street', null, [100, 211]],
  ['North Dunedin', 'Dunedin', '9016', 'George', 'Street', null, [200, 400]],
  ['Nelson Central', 'Nelson', '7010', 'Trafalgar', 'Street', null, [100, 250]],
  ['Napier South', 'Napier', '4110', 'Emerson', 'Street', null, [100, 150]],
  [null, 'Hastings', '4122', 'Heretaunga', 'Street', 'West', [100, 200]],
  ['New Plymouth Central', 'New Plymouth', '4310', 'Devon', 'Street', 'East', [50, 100]],
  ['Palmerston North Central', 'Palmerston North', '4410', 'The Square', null, null, [1, 50]],
  ['Whanganui Central', 'Whanganui', '4500', 'Victoria', 'Avenue', null, [100, 200]],
  [null, 'Gisborne', '4010', 'Gladstone', 'Road', null, [100, 200]],
  [null, 'Whangārei', '0110', 'Cameron', 'Street', null, [10, 50]],
  [null, 'Ōrewa', '0931', 'Hibiscus Coast', 'Highway', null, [300, 350]],
  ['Invercargill Central', 'Invercargill', '9810', 'Dee', 'Street', null, [20, 100]],
];

export const LANDMARK_STREETS: readonly LandmarkStreet[] = LANDMARK_ROWS.map(
  ([suburb, town, postcode, name, type, suffix, numbers]) =>
    ({ suburb, town, postcode, name, type, suffix, numbers }),
);
