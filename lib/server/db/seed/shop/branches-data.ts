import type { CountryCode } from '@/lib/config/channels';

export interface BranchSeed {
  code: string;
  name: string;
  street: string;
  city: string;
  /** Postal code as written in the country: "110 00", "811 01". */
  zip: string;
  country: CountryCode;
  latitude: number;
  longitude: number;
  openingHours: string;
}

type BranchRow = [name: string, street: string, city: string, zip: string, lat: number, lng: number, hours: string];

// Day abbreviations differ: Czech "Pá" (pátek), Slovak "Pi" (piatok).
const cz = {
  shop: 'Po–Pá 8:00–18:00, So 8:00–12:00',
  kiosk: 'Po–Pá 6:30–19:00, So–Ne 8:00–18:00',
  grocery: 'Po–Ne 7:00–22:00',
  mall: 'Po–Ne 9:00–21:00',
  nonstop: 'Po–Ne 0:00–24:00',
};
const sk = {
  shop: 'Po–Pi 8:00–18:00, So 8:00–12:00',
  kiosk: 'Po–Pi 6:30–19:00, So–Ne 8:00–18:00',
  grocery: 'Po–Ne 7:00–22:00',
  mall: 'Po–Ne 9:00–21:00',
  nonstop: 'Po–Ne 0:00–24:00',
};

const czechPickupPoints: BranchRow[] = [
  ['Praha 1 – Nové Město, papírnictví Vodičkova', 'Vodičkova 681/14', 'Praha 1', '110 00', 50.0811, 14.4244, cz.shop],
  ['Praha 2 – Vinohrady, trafika Korunní', 'Korunní 1208/74', 'Praha 2', '120 00', 50.0752, 14.4476, cz.kiosk],
  ['Praha 3 – Žižkov, potraviny Seifertova', 'Seifertova 571/41', 'Praha 3', '130 00', 50.0847, 14.4512, cz.grocery],
  ['Praha 4 – Chodov, obchodní centrum', 'Roztylská 2321/19', 'Praha 4', '148 00', 50.0316, 14.4912, cz.mall],
  ['Praha 5 – Anděl, trafika Nádražní', 'Nádražní 344/23', 'Praha 5', '150 00', 50.0697, 14.404, cz.kiosk],
  ['Praha 6 – Dejvice, květinářství Dejvická', 'Dejvická 306/20', 'Praha 6', '160 00', 50.1011, 14.3925, cz.shop],
  [
    'Praha 7 – Holešovice, papírnictví Dukelských hrdinů',
    'Dukelských hrdinů 47',
    'Praha 7',
    '170 00',
    50.1007,
    14.4329,
    cz.shop,
  ],
  ['Praha 8 – Karlín, výdejna Křižíkova', 'Křižíkova 237/36a', 'Praha 8', '186 00', 50.0927, 14.4497, cz.shop],
  ['Praha 9 – Černý Most, obchodní centrum', 'Chlumecká 765/6', 'Praha 9', '198 00', 50.1087, 14.5789, cz.mall],
  ['Praha 10 – Vršovice, trafika Vršovická', 'Vršovická 1429/68', 'Praha 10', '101 00', 50.0692, 14.4529, cz.kiosk],
  ['Brno – střed, papírnictví Masarykova', 'Masarykova 427/31', 'Brno', '602 00', 49.1928, 16.6103, cz.shop],
  ['Brno – Královo Pole, trafika Palackého', 'Palackého třída 1380/72', 'Brno', '612 00', 49.2226, 16.5949, cz.kiosk],
  ['Brno – Líšeň, potraviny Jírova', 'Jírova 2/2', 'Brno', '628 00', 49.2112, 16.6868, cz.grocery],
  ['Ostrava – centrum, výdejna Nádražní', 'Nádražní 1110/48', 'Ostrava', '702 00', 49.8353, 18.2848, cz.shop],
  ['Ostrava – Poruba, trafika Hlavní třída', 'Hlavní třída 583/101', 'Ostrava', '708 00', 49.8298, 18.1679, cz.kiosk],
  ['Plzeň – centrum, papírnictví Americká', 'Americká 2154/39', 'Plzeň', '301 00', 49.7437, 13.3781, cz.shop],
  [
    'Plzeň – Slovany, čerpací stanice Slovanská alej',
    'Slovanská alej 2204/2',
    'Plzeň',
    '326 00',
    49.7372,
    13.3928,
    cz.nonstop,
  ],
  ['Liberec – centrum, trafika Pražská', 'Pražská 137/16', 'Liberec', '460 01', 50.7676, 15.057, cz.kiosk],
  ['Olomouc – centrum, papírnictví třída Svobody', 'třída Svobody 956/31', 'Olomouc', '779 00', 49.5934, 17.25, cz.shop],
  [
    'České Budějovice – centrum, výdejna Lannova',
    'Lannova třída 1370/23',
    'České Budějovice',
    '370 01',
    48.9753,
    14.4798,
    cz.shop,
  ],
  [
    'Hradec Králové – centrum, trafika Gočárova',
    'Gočárova třída 1754/48a',
    'Hradec Králové',
    '500 02',
    50.2097,
    15.8356,
    cz.kiosk,
  ],
  ['Pardubice – centrum, papírnictví třída Míru', 'třída Míru 60', 'Pardubice', '530 02', 50.0378, 15.7766, cz.shop],
  [
    'Ústí nad Labem – centrum, výdejna Mírové náměstí',
    'Mírové náměstí 3097/37',
    'Ústí nad Labem',
    '400 01',
    50.6612,
    14.0377,
    cz.shop,
  ],
  ['Zlín – centrum, trafika třída Tomáše Bati', 'třída Tomáše Bati 1276', 'Zlín', '760 01', 49.2249, 17.6594, cz.kiosk],
  ['Jihlava – centrum, papírnictví Masarykovo náměstí', 'Masarykovo náměstí 34', 'Jihlava', '586 01', 49.3967, 15.5905, cz.shop],
  [
    'Karlovy Vary – centrum, trafika T. G. Masaryka',
    'T. G. Masaryka 819/34',
    'Karlovy Vary',
    '360 01',
    50.2305,
    12.8701,
    cz.kiosk,
  ],
  ['Kladno – centrum, výdejna náměstí Starosty Pavla', 'náměstí Starosty Pavla 44', 'Kladno', '272 01', 50.1475, 14.1031, cz.shop],
  ['Opava – centrum, papírnictví Ostrožná', 'Ostrožná 232/36', 'Opava', '746 01', 49.9395, 17.901, cz.shop],
  ['Teplice – centrum, trafika Krupská', 'Krupská 30/6', 'Teplice', '415 01', 50.6412, 13.8262, cz.kiosk],
  [
    'Mladá Boleslav – čerpací stanice třída Václava Klementa',
    'třída Václava Klementa 1459',
    'Mladá Boleslav',
    '293 01',
    50.4128,
    14.906,
    cz.nonstop,
  ],
  ['Tábor – centrum, papírnictví 9. května', '9. května 2886', 'Tábor', '390 02', 49.4139, 14.6672, cz.shop],
  ['Znojmo – centrum, trafika Obroková', 'Obroková 275/10', 'Znojmo', '669 02', 48.8557, 16.049, cz.kiosk],
  [
    'Frýdek-Místek – centrum, výdejna náměstí Svobody',
    'náměstí Svobody 80',
    'Frýdek-Místek',
    '738 01',
    49.6845,
    18.3486,
    cz.shop,
  ],
  ['Prostějov – centrum, papírnictví Žižkovo náměstí', 'Žižkovo náměstí 7', 'Prostějov', '796 01', 49.4717, 17.1115, cz.shop],
];

const slovakPickupPoints: BranchRow[] = [
  ['Bratislava – Staré Mesto, papiernictvo Obchodná', 'Obchodná 52', 'Bratislava', '811 06', 48.1465, 17.1087, sk.shop],
  ['Bratislava – Staré Mesto, trafika Laurinská', 'Laurinská 9', 'Bratislava', '811 01', 48.1434, 17.1095, sk.kiosk],
  ['Bratislava – Ružinov, výdajňa Ružinovská', 'Ružinovská 42', 'Bratislava', '821 02', 48.1527, 17.1597, sk.shop],
  ['Bratislava – Petržalka, obchodné centrum', 'Romanova 35', 'Bratislava', '851 02', 48.1147, 17.1026, sk.mall],
  [
    'Bratislava – Nové Mesto, čerpacia stanica Vajnorská',
    'Vajnorská 100',
    'Bratislava',
    '831 04',
    48.168,
    17.141,
    sk.nonstop,
  ],
  ['Bratislava – Karlova Ves, potraviny Karloveská', 'Karloveská 34', 'Bratislava', '841 04', 48.155, 17.063, sk.grocery],
  ['Bratislava – Dúbravka, trafika Saratovská', 'Saratovská 2', 'Bratislava', '841 02', 48.1843, 17.0395, sk.kiosk],
  ['Košice – centrum, papiernictvo Hlavná', 'Hlavná 68', 'Košice', '040 01', 48.7226, 21.2575, sk.shop],
  ['Košice – KVP, obchodné centrum', 'Trieda KVP 1', 'Košice', '040 23', 48.7047, 21.226, sk.mall],
  ['Prešov – centrum, trafika Hlavná', 'Hlavná 85', 'Prešov', '080 01', 48.9983, 21.2396, sk.kiosk],
  ['Žilina – centrum, papiernictvo Národná', 'Národná 12', 'Žilina', '010 01', 49.2225, 18.7405, sk.shop],
  [
    'Banská Bystrica – centrum, výdajňa Námestie SNP',
    'Námestie SNP 14',
    'Banská Bystrica',
    '974 01',
    48.7357,
    19.1459,
    sk.shop,
  ],
  ['Nitra – centrum, trafika Štefánikova trieda', 'Štefánikova trieda 48', 'Nitra', '949 01', 48.3115, 18.0851, sk.kiosk],
  ['Trnava – centrum, papiernictvo Hlavná', 'Hlavná 17', 'Trnava', '917 01', 48.3765, 17.587, sk.shop],
  ['Trenčín – centrum, výdajňa Mierové námestie', 'Mierové námestie 22', 'Trenčín', '911 01', 48.8946, 18.0426, sk.shop],
  ['Martin – centrum, trafika Osloboditeľov', 'Osloboditeľov 21', 'Martin', '036 01', 49.0655, 18.9224, sk.kiosk],
  [
    'Poprad – centrum, papiernictvo Námestie sv. Egídia',
    'Námestie sv. Egídia 45',
    'Poprad',
    '058 01',
    49.0567,
    20.2983,
    sk.shop,
  ],
  ['Zvolen – centrum, výdajňa Námestie SNP', 'Námestie SNP 31', 'Zvolen', '960 01', 48.577, 19.1257, sk.shop],
  ['Piešťany – centrum, trafika Winterova', 'Winterova 29', 'Piešťany', '921 01', 48.592, 17.829, sk.kiosk],
  ['Komárno – centrum, papiernictvo Palatínova', 'Palatínova 12', 'Komárno', '945 01', 47.76, 18.1275, sk.shop],
  [
    'Nové Zámky – centrum, výdajňa Hlavné námestie',
    'Hlavné námestie 9',
    'Nové Zámky',
    '940 01',
    47.9857,
    18.1622,
    sk.shop,
  ],
  [
    'Michalovce – centrum, trafika Námestie osloboditeľov',
    'Námestie osloboditeľov 56',
    'Michalovce',
    '071 01',
    48.7557,
    21.9185,
    sk.kiosk,
  ],
  ['Spišská Nová Ves – centrum, papiernictvo Zimná', 'Zimná 47', 'Spišská Nová Ves', '052 01', 48.9449, 20.5644, sk.shop],
  [
    'Liptovský Mikuláš – centrum, trafika Štúrova',
    'Štúrova 10',
    'Liptovský Mikuláš',
    '031 01',
    49.0827,
    19.6115,
    sk.kiosk,
  ],
  ['Lučenec – centrum, výdajňa Vajanského', 'Vajanského 8', 'Lučenec', '984 01', 48.3297, 19.6663, sk.shop],
  ['Ružomberok – centrum, potraviny Mostová', 'Mostová 3', 'Ružomberok', '034 01', 49.0787, 19.3039, sk.grocery],
];

function toSeeds(rows: BranchRow[], country: CountryCode): BranchSeed[] {
  return rows.map(([name, street, city, zip, latitude, longitude, openingHours], index) => ({
    code: `HP-${country}-${String(index + 1).padStart(3, '0')}`,
    name,
    street,
    city,
    zip,
    country,
    latitude,
    longitude,
    openingHours,
  }));
}

/** The HorecaPoint pickup-point network (shipping `pickup-point`). */
export const pickupPointSeeds: BranchSeed[] = [
  ...toSeeds(czechPickupPoints, 'CZ'),
  ...toSeeds(slovakPickupPoints, 'SK'),
];

/** The shop's own showrooms with warehouses (shipping `personal-pickup`). */
export const ownBranchSeeds: BranchSeed[] = [
  {
    code: 'SHOWROOM-PRAHA',
    name: 'Horeca Shop – showroom a sklad Praha',
    street: 'Průmyslová 1472/11',
    city: 'Praha 10',
    zip: '102 00',
    country: 'CZ',
    latitude: 50.0596,
    longitude: 14.5262,
    openingHours: 'Po–Pá 7:30–17:00, So 8:00–12:00',
  },
  {
    code: 'SHOWROOM-BRATISLAVA',
    name: 'Horeca Shop – showroom a sklad Bratislava',
    street: 'Galvaniho 7',
    city: 'Bratislava',
    zip: '821 04',
    country: 'SK',
    latitude: 48.1697,
    longitude: 17.1858,
    openingHours: 'Po–Pi 7:30–17:00, So 8:00–12:00',
  },
];
