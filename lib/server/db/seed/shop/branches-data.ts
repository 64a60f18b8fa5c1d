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

type HoursKind = 'shop' | 'kiosk' | 'grocery' | 'mall' | 'nonstop';
type BranchRow = [
  city: string,
  place: string,
  street: string,
  zip: string,
  lat: number,
  lng: number,
  hours: HoursKind,
];

// Day abbreviations differ: Czech "Pá" (pátek), Slovak "Pi" (piatok).
const openingHours: Record<CountryCode, Record<HoursKind, string>> = {
  CZ: {
    shop: 'Po–Pá 8:00–18:00, So 8:00–12:00',
    kiosk: 'Po–Pá 6:30–19:00, So–Ne 8:00–18:00',
    grocery: 'Po–Ne 7:00–22:00',
    mall: 'Po–Ne 9:00–21:00',
    nonstop: 'Po–Ne 0:00–24:00',
  },
  SK: {
    shop: 'Po–Pi 8:00–18:00, So 8:00–12:00',
    kiosk: 'Po–Pi 6:30–19:00, So–Ne 8:00–18:00',
    grocery: 'Po–Ne 7:00–22:00',
    mall: 'Po–Ne 9:00–21:00',
    nonstop: 'Po–Ne 0:00–24:00',
  },
};

const czechPickupPoints: BranchRow[] = [
  ['Praha 1', 'Nové Město, papírnictví', 'Vodičkova 681/14', '110 00', 50.0811, 14.4244, 'shop'],
  ['Praha 2', 'Vinohrady, trafika', 'Korunní 1208/74', '120 00', 50.0752, 14.4476, 'kiosk'],
  ['Praha 3', 'Žižkov, potraviny', 'Seifertova 571/41', '130 00', 50.0847, 14.4512, 'grocery'],
  ['Praha 4', 'Chodov, obchodní centrum', 'Roztylská 2321/19', '148 00', 50.0316, 14.4912, 'mall'],
  ['Praha 5', 'Anděl, trafika', 'Nádražní 344/23', '150 00', 50.0697, 14.404, 'kiosk'],
  ['Praha 6', 'Dejvice, květinářství', 'Dejvická 306/20', '160 00', 50.1011, 14.3925, 'shop'],
  ['Praha 7', 'Holešovice, papírnictví', 'Dukelských hrdinů 47', '170 00', 50.1007, 14.4329, 'shop'],
  ['Praha 8', 'Karlín, výdejna', 'Křižíkova 237/36a', '186 00', 50.0927, 14.4497, 'shop'],
  ['Praha 9', 'Černý Most, obchodní centrum', 'Chlumecká 765/6', '198 00', 50.1087, 14.5789, 'mall'],
  ['Praha 10', 'Vršovice, trafika', 'Vršovická 1429/68', '101 00', 50.0692, 14.4529, 'kiosk'],
  ['Brno', 'střed, papírnictví', 'Masarykova 427/31', '602 00', 49.1928, 16.6103, 'shop'],
  ['Brno', 'Královo Pole, trafika', 'Palackého třída 1380/72', '612 00', 49.2226, 16.5949, 'kiosk'],
  ['Brno', 'Líšeň, potraviny', 'Jírova 2/2', '628 00', 49.2112, 16.6868, 'grocery'],
  ['Ostrava', 'centrum, výdejna', 'Nádražní 1110/48', '702 00', 49.8353, 18.2848, 'shop'],
  ['Ostrava', 'Poruba, trafika', 'Hlavní třída 583/101', '708 00', 49.8298, 18.1679, 'kiosk'],
  ['Plzeň', 'centrum, papírnictví', 'Americká 2154/39', '301 00', 49.7437, 13.3781, 'shop'],
  ['Plzeň', 'Slovany, čerpací stanice', 'Slovanská alej 2204/2', '326 00', 49.7372, 13.3928, 'nonstop'],
  ['Liberec', 'centrum, trafika', 'Pražská 137/16', '460 01', 50.7676, 15.057, 'kiosk'],
  ['Olomouc', 'centrum, papírnictví', 'třída Svobody 956/31', '779 00', 49.5934, 17.25, 'shop'],
  ['České Budějovice', 'centrum, výdejna', 'Lannova třída 1370/23', '370 01', 48.9753, 14.4798, 'shop'],
  ['Hradec Králové', 'centrum, trafika', 'Gočárova třída 1754/48a', '500 02', 50.2097, 15.8356, 'kiosk'],
  ['Pardubice', 'centrum, papírnictví', 'třída Míru 60', '530 02', 50.0378, 15.7766, 'shop'],
  ['Ústí nad Labem', 'centrum, výdejna', 'Mírové náměstí 3097/37', '400 01', 50.6612, 14.0377, 'shop'],
  ['Zlín', 'centrum, trafika', 'třída Tomáše Bati 1276', '760 01', 49.2249, 17.6594, 'kiosk'],
  ['Jihlava', 'centrum, papírnictví', 'Masarykovo náměstí 34', '586 01', 49.3967, 15.5905, 'shop'],
  ['Karlovy Vary', 'centrum, trafika', 'T. G. Masaryka 819/34', '360 01', 50.2305, 12.8701, 'kiosk'],
  ['Kladno', 'centrum, výdejna', 'náměstí Starosty Pavla 44', '272 01', 50.1475, 14.1031, 'shop'],
  ['Opava', 'centrum, papírnictví', 'Ostrožná 232/36', '746 01', 49.9395, 17.901, 'shop'],
  ['Teplice', 'centrum, trafika', 'Krupská 30/6', '415 01', 50.6412, 13.8262, 'kiosk'],
  ['Mladá Boleslav', 'čerpací stanice', 'třída Václava Klementa 1459', '293 01', 50.4128, 14.906, 'nonstop'],
  ['Tábor', 'centrum, papírnictví', '9. května 2886', '390 02', 49.4139, 14.6672, 'shop'],
  ['Znojmo', 'centrum, trafika', 'Obroková 275/10', '669 02', 48.8557, 16.049, 'kiosk'],
  ['Frýdek-Místek', 'centrum, výdejna', 'náměstí Svobody 80', '738 01', 49.6845, 18.3486, 'shop'],
  ['Prostějov', 'centrum, papírnictví', 'Žižkovo náměstí 7', '796 01', 49.4717, 17.1115, 'shop'],
];

const slovakPickupPoints: BranchRow[] = [
  ['Bratislava', 'Staré Mesto, papiernictvo', 'Obchodná 52', '811 06', 48.1465, 17.1087, 'shop'],
  ['Bratislava', 'Staré Mesto, trafika', 'Laurinská 9', '811 01', 48.1434, 17.1095, 'kiosk'],
  ['Bratislava', 'Ružinov, výdajňa', 'Ružinovská 42', '821 02', 48.1527, 17.1597, 'shop'],
  ['Bratislava', 'Petržalka, obchodné centrum', 'Romanova 35', '851 02', 48.1147, 17.1026, 'mall'],
  ['Bratislava', 'Nové Mesto, čerpacia stanica', 'Vajnorská 100', '831 04', 48.168, 17.141, 'nonstop'],
  ['Bratislava', 'Karlova Ves, potraviny', 'Karloveská 34', '841 04', 48.155, 17.063, 'grocery'],
  ['Bratislava', 'Dúbravka, trafika', 'Saratovská 2', '841 02', 48.1843, 17.0395, 'kiosk'],
  ['Košice', 'centrum, papiernictvo', 'Hlavná 68', '040 01', 48.7226, 21.2575, 'shop'],
  ['Košice', 'KVP, obchodné centrum', 'Trieda KVP 1', '040 23', 48.7047, 21.226, 'mall'],
  ['Prešov', 'centrum, trafika', 'Hlavná 85', '080 01', 48.9983, 21.2396, 'kiosk'],
  ['Žilina', 'centrum, papiernictvo', 'Národná 12', '010 01', 49.2225, 18.7405, 'shop'],
  ['Banská Bystrica', 'centrum, výdajňa', 'Námestie SNP 14', '974 01', 48.7357, 19.1459, 'shop'],
  ['Nitra', 'centrum, trafika', 'Štefánikova trieda 48', '949 01', 48.3115, 18.0851, 'kiosk'],
  ['Trnava', 'centrum, papiernictvo', 'Hlavná 17', '917 01', 48.3765, 17.587, 'shop'],
  ['Trenčín', 'centrum, výdajňa', 'Mierové námestie 22', '911 01', 48.8946, 18.0426, 'shop'],
  ['Martin', 'centrum, trafika', 'Osloboditeľov 21', '036 01', 49.0655, 18.9224, 'kiosk'],
  ['Poprad', 'centrum, papiernictvo', 'Námestie sv. Egídia 45', '058 01', 49.0567, 20.2983, 'shop'],
  ['Zvolen', 'centrum, výdajňa', 'Námestie SNP 31', '960 01', 48.577, 19.1257, 'shop'],
  ['Piešťany', 'centrum, trafika', 'Winterova 29', '921 01', 48.592, 17.829, 'kiosk'],
  ['Komárno', 'centrum, papiernictvo', 'Palatínova 12', '945 01', 47.76, 18.1275, 'shop'],
  ['Nové Zámky', 'centrum, výdajňa', 'Hlavné námestie 9', '940 01', 47.9857, 18.1622, 'shop'],
  ['Michalovce', 'centrum, trafika', 'Námestie osloboditeľov 56', '071 01', 48.7557, 21.9185, 'kiosk'],
  ['Spišská Nová Ves', 'centrum, papiernictvo', 'Zimná 47', '052 01', 48.9449, 20.5644, 'shop'],
  ['Liptovský Mikuláš', 'centrum, trafika', 'Štúrova 10', '031 01', 49.0827, 19.6115, 'kiosk'],
  ['Lučenec', 'centrum, výdajňa', 'Vajanského 8', '984 01', 48.3297, 19.6663, 'shop'],
  ['Ružomberok', 'centrum, potraviny', 'Mostová 3', '034 01', 49.0787, 19.3039, 'grocery'],
];

function toSeeds(rows: BranchRow[], country: CountryCode): BranchSeed[] {
  return rows.map(([city, place, street, zip, latitude, longitude, hours], index) => ({
    code: `HP-${country}-${String(index + 1).padStart(3, '0')}`,
    name: `${city} – ${place}`,
    street,
    city,
    zip,
    country,
    latitude,
    longitude,
    openingHours: openingHours[country][hours],
  }));
}

/** The HorecaPoint pickup-point network (shipping `pickup-point`): 34 in Czechia, 26 in Slovakia. */
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
