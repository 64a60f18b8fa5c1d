import { company as c } from '../company-data';
import { a, h2, html, mailto, p, ul } from '../html';
import { freeShippingFrom } from './prices';
import type { PageSeed } from './types';

export const aboutPage: PageSeed = {
  key: 'about',
  translations: {
    sk: {
      slug: 'o-nas',
      title: 'O nás',
      metaDescription:
        'Horeca Shop zásobuje reštaurácie, hotely, kaviarne a catering v Česku a na Slovensku. ' +
        'Spoznajte náš príbeh a tím.',
      content: html(
        p(
          'Horeca Shop sme založili v roku 2012 v Prahe ako malý veľkoobchod s porcelánom pre reštaurácie. ' +
            'Dnes zásobujeme stovky prevádzok v Česku a na Slovensku: reštaurácie, hotely, kaviarne, ' +
            'bary, cateringové firmy aj školské jedálne.',
        ),
        h2('Čo robíme'),
        p(
          'V ponuke máme viac ako dvetisíc položiek v jedenástich kategóriách, od riadu, príborov a skla ' +
            'cez hotelovú kozmetiku, textil a kuchynské vybavenie až po hygienu, čistiace prostriedky ' +
            'a jednorazové obaly. Väčšinu tovaru máme na sklade v Prahe a v Bratislave.',
        ),
        h2('Ako pracujeme'),
        ul([
          'sortiment vyberáme s kuchármi a prevádzkarmi, ktorí ho denne používajú,',
          'dokupovateľnosť sledujeme roky dopredu, aby ste mohli doplniť rozbitý servis,',
          'každý firemný zákazník má svojho obchodníka, ktorý pozná jeho prevádzku,',
          'uprednostňujeme recyklovateľné obaly a certifikované ekologické produkty.',
        ]),
        h2('Kde nás nájdete'),
        p(
          `Naše showroomy so skladom sú v Prahe-Hostivaři a v Bratislave-Ružinove. Prevádzkovateľom ` +
            `obchodu je ${c.name}, slovenské objednávky vybavuje ${c.skBranch.name}. Kontakty nájdete ` +
            `na stránke ${a('sk', '/kontakt', 'Kontakt')}.`,
        ),
      ),
    },
    cs: {
      slug: 'o-nas',
      title: 'O nás',
      metaDescription:
        'Horeca Shop zásobuje restaurace, hotely, kavárny a catering v Česku a na Slovensku. ' +
        'Poznejte náš příběh a tým.',
      content: html(
        p(
          'Horeca Shop jsme založili v roce 2012 v Praze jako malý velkoobchod s porcelánem pro ' +
            'restaurace. Dnes zásobujeme stovky provozoven v Česku a na Slovensku: restaurace, hotely, ' +
            'kavárny, bary, cateringové firmy i školní jídelny.',
        ),
        h2('Co děláme'),
        p(
          'V nabídce máme přes dva tisíce položek v jedenácti kategoriích, od nádobí, příborů a skla přes ' +
            'hotelovou kosmetiku, textil a kuchyňské vybavení až po hygienu, čisticí prostředky a ' +
            'jednorázové obaly. Většinu zboží máme skladem v Praze a v Bratislavě.',
        ),
        h2('Jak pracujeme'),
        ul([
          'sortiment vybíráme s kuchaři a provozovateli, kteří ho denně používají,',
          'dokupovatelnost hlídáme roky dopředu, abyste mohli doplnit rozbitý servis,',
          'každý firemní zákazník má svého obchodníka, který zná jeho provoz,',
          'dáváme přednost recyklovatelným obalům a certifikovaným ekologickým produktům.',
        ]),
        h2('Kde nás najdete'),
        p(
          'Naše showroomy se skladem jsou v Praze-Hostivaři a v Bratislavě-Ružinově. Provozovatelem ' +
            `obchodu je ${c.name}. Kontakty najdete na stránce ${a('cs', '/kontakt', 'Kontakt')}.`,
        ),
      ),
    },
    en: {
      slug: 'o-nas',
      title: 'About us',
      metaDescription:
        'Horeca Shop supplies restaurants, hotels, cafés and caterers in Czechia and Slovakia. ' +
        'Our story and our team.',
      content: html(
        p(
          'We founded Horeca Shop in Prague in 2012 as a small porcelain wholesaler for restaurants. Today ' +
            'we supply hundreds of businesses in Czechia and Slovakia: restaurants, hotels, cafés, bars, ' +
            'caterers and school canteens.',
        ),
        h2('What we do'),
        p(
          'Our range has more than two thousand items in eleven categories, from tableware, cutlery and ' +
            'glass to hotel amenities, textiles and kitchen equipment, hygiene, cleaning products and ' +
            'disposables. Most goods are in stock in Prague and Bratislava.',
        ),
        h2('How we work'),
        ul([
          'we choose our range together with chefs and operators who use it every day,',
          'we keep lines available for years so that you can replace broken pieces,',
          'every business customer has a sales representative who knows their venue,',
          'we prefer recyclable packaging and certified eco-friendly products.',
        ]),
        h2('Where to find us'),
        p(
          `Our showrooms with warehouses are in Prague-Hostivař and Bratislava-Ružinov. The store is ` +
            `operated by ${c.name}. See ${a('en', '/kontakt', 'Contact')} for details.`,
        ),
      ),
    },
  },
};

export const contactPage: PageSeed = {
  key: 'contact',
  translations: {
    sk: {
      slug: 'kontakt',
      title: 'Kontakt',
      metaDescription:
        'Kontakty na zákaznícku podporu Horeca Shop, firemné oddelenie a showroomy v Prahe a v Bratislave.',
      content: html(
        h2('Zákaznícka podpora'),
        ul([
          `Slovensko: ${c.phoneSk}, Česko: ${c.phoneCz} (Po–Pi 8:00–16:30)`,
          `E-mail: ${mailto(c.email)}`,
          `Vrátenie a reklamácie: ${mailto(c.emailReturns)}`,
        ]),
        h2('Firemní zákazníci'),
        p(
          `Pre individuálne ceny, rámcové zmluvy a veľké objednávky volajte ${c.phoneB2b} alebo píšte na ` +
            `${mailto(c.emailB2b)}. Registrovaní partneri môžu kontaktovať priamo svojho obchodníka.`,
        ),
        h2('Fakturačné údaje'),
        p(
          `${c.skBranch.name}, ${c.skBranch.street}, ${c.skBranch.zip} ${c.skBranch.city}, IČO ` +
            `${c.skBranch.companyId}, IČ DPH ${c.skBranch.vatId}. Zriaďovateľ: ${c.name}, ${c.street}, ` +
            `${c.zip} ${c.city}, IČO ${c.companyId}.`,
        ),
      ),
    },
    cs: {
      slug: 'kontakt',
      title: 'Kontakt',
      metaDescription:
        'Kontakty na zákaznickou podporu Horeca Shop, firemní oddělení a showroomy v Praze a v Bratislavě.',
      content: html(
        h2('Zákaznická podpora'),
        ul([
          `Česko: ${c.phoneCz}, Slovensko: ${c.phoneSk} (Po–Pá 8:00–16:30)`,
          `E-mail: ${mailto(c.email)}`,
          `Vrácení a reklamace: ${mailto(c.emailReturns)}`,
        ]),
        h2('Firemní zákazníci'),
        p(
          `Pro individuální ceny, rámcové smlouvy a velké objednávky volejte ${c.phoneB2b} nebo pište na ` +
            `${mailto(c.emailB2b)}. Registrovaní partneři mohou kontaktovat přímo svého obchodníka.`,
        ),
        h2('Fakturační údaje'),
        p(
          `${c.name}, ${c.street}, ${c.zip} ${c.city}, IČO ${c.companyId}, DIČ ${c.vatId}, zapsaná ` +
            `v obchodním rejstříku vedeném ${c.registerCs}.`,
        ),
      ),
    },
    en: {
      slug: 'kontakt',
      title: 'Contact',
      metaDescription:
        'Contact Horeca Shop customer support, our business team and our showrooms in Prague and Bratislava.',
      content: html(
        h2('Customer support'),
        ul([
          `Czechia: ${c.phoneCz}, Slovakia: ${c.phoneSk} (Mon–Fri 8:00–16:30)`,
          `E-mail: ${mailto(c.email)}`,
          `Returns and complaints: ${mailto(c.emailReturns)}`,
        ]),
        h2('Business customers'),
        p(
          `For individual prices, framework agreements and large orders call ${c.phoneB2b} or write to ` +
            `${mailto(c.emailB2b)}. Registered partners can contact their sales representative directly.`,
        ),
        h2('Company details'),
        p(
          `${c.name}, ${c.street}, ${c.zip} ${c.city}, company ID ${c.companyId}, VAT ID ${c.vatId}, ` +
            `registered with the ${c.registerEn}.`,
        ),
      ),
    },
  },
};

export const partnersPage: PageSeed = {
  key: 'partners',
  translations: {
    sk: {
      slug: 'nasi-partneri',
      title: 'Naši partneri',
      metaDescription:
        'Výrobcovia a dopravcovia, s ktorými Horeca Shop spolupracuje, a ako sa stať naším dodávateľom.',
      content: html(
        p(
          'Za naším sortimentom stoja porcelánky, sklárne, textilné dielne a výrobcovia kuchynskej ' +
            'techniky, s ktorými spolupracujeme dlhé roky. Mnohé z nich sídlia v Česku a na Slovensku.',
        ),
        h2('Ako vyberáme dodávateľov'),
        ul([
          'tovar musí vydržať profesionálnu prevádzku a priemyselné umývanie,',
          'požadujeme certifikáty pre styk s potravinami a pri ekologických produktoch aj ekoznačky,',
          'sledujeme spoľahlivosť dodávok a dlhodobú dostupnosť kolekcií,',
          'uprednostňujeme výrobcov, ktorí znižujú množstvo obalov.',
        ]),
        h2('Logistickí partneri'),
        p(
          'Balíky doručujú zmluvní kuriéri a sieť výdajných miest HorecaPoint, veľké zásielky preberajú ' +
            'paletoví dopravcovia s hydraulickým čelom.',
        ),
        h2('Chcete s nami spolupracovať?'),
        p(
          `Ak vyrábate alebo dovážate tovar pre gastronómiu a hotelierstvo, pošlite nám katalóg a cenník ` +
            `na ${mailto(c.emailB2b)}. Ozveme sa do dvoch týždňov.`,
        ),
      ),
    },
    cs: {
      slug: 'nasi-partneri',
      title: 'Naši partneři',
      metaDescription:
        'Výrobci a dopravci, se kterými Horeca Shop spolupracuje, a jak se stát naším dodavatelem.',
      content: html(
        p(
          'Za naším sortimentem stojí porcelánky, sklárny, textilní dílny a výrobci kuchyňské techniky, se ' +
            'kterými spolupracujeme dlouhá léta. Mnohé z nich sídlí v Česku a na Slovensku.',
        ),
        h2('Jak vybíráme dodavatele'),
        ul([
          'zboží musí vydržet profesionální provoz a průmyslové mytí,',
          'požadujeme certifikáty pro styk s potravinami a u ekologických produktů i ekoznačky,',
          'sledujeme spolehlivost dodávek a dlouhodobou dostupnost kolekcí,',
          'dáváme přednost výrobcům, kteří snižují množství obalů.',
        ]),
        h2('Logističtí partneři'),
        p(
          'Balíky doručují smluvní kurýři a síť výdejních míst HorecaPoint, velké zásilky přebírají ' +
            'paletoví dopravci s hydraulickým čelem.',
        ),
        h2('Chcete s námi spolupracovat?'),
        p(
          'Pokud vyrábíte nebo dovážíte zboží pro gastronomii a hotelnictví, pošlete nám katalog a ceník ' +
            `na ${mailto(c.emailB2b)}. Ozveme se do dvou týdnů.`,
        ),
      ),
    },
    en: {
      slug: 'nasi-partneri',
      title: 'Our partners',
      metaDescription: 'The manufacturers and carriers Horeca Shop works with, and how to become a supplier.',
      content: html(
        p(
          'Behind our range are porcelain factories, glassworks, textile workshops and kitchen equipment ' +
            'makers we have worked with for many years, many of them based in Czechia and Slovakia.',
        ),
        h2('How we choose suppliers'),
        ul([
          'goods must withstand professional use and commercial dishwashing,',
          'we require food-contact certificates and, for eco products, recognised eco-labels,',
          'we track delivery reliability and how long collections stay available,',
          'we prefer manufacturers who reduce packaging.',
        ]),
        h2('Logistics partners'),
        p(
          'Parcels are delivered by contracted couriers and the HorecaPoint pickup-point network; large ' +
            'shipments go with pallet carriers using tail-lift trucks.',
        ),
        h2('Would you like to work with us?'),
        p(
          `If you make or import goods for restaurants and hotels, send your catalogue and price list to ` +
            `${mailto(c.emailB2b)}. We will get back to you within two weeks.`,
        ),
      ),
    },
  },
};

export const tradeFairPage: PageSeed = {
  key: 'trade-fair',
  translations: {
    sk: {
      slug: 'veletrh',
      title: 'Stretnite nás na veľtrhu',
      metaDescription:
        'Horeca Shop na veľtrhoch gastronómie a hotelierstva: novinky, ukážky a veľtržná ponuka pre firmy.',
      content: html(
        p(
          'Každý rok vystavujeme na veľtrhoch gastronómie a hotelierstva v Bratislave a v Brne. Na stánku ' +
            'si môžete vyskúšať novinky, porovnať porcelán a sklo vedľa seba a prebrať vybavenie prevádzky ' +
            's naším obchodníkom.',
        ),
        h2('Čo na stánku uvidíte'),
        ul([
          'nové kolekcie porcelánu a barového skla na nasledujúcu sezónu,',
          'ukážky výdaja jedál a raňajkového bufetu,',
          'kompostovateľné obaly a znovu plniteľnú hotelovú kozmetiku,',
          'poradenstvo k vybaveniu novej alebo rekonštruovanej prevádzky.',
        ]),
        h2('Veľtržná ponuka'),
        p(
          'Objednávky zadané na stánku alebo do 7 dní po veľtrhu s kódom z veľtržného katalógu majú zľavu ' +
            '10 % a dopravu zadarmo. Aktuálne termíny a čísla stánkov oznamujeme v newslettri.',
        ),
        h2('Dohodnite si stretnutie'),
        p(
          `Ak chcete mať istotu, že si na vás obchodník nájde čas, napíšte na ${mailto(c.emailB2b)} ` +
            `alebo zavolajte na ${c.phoneSk}.`,
        ),
      ),
    },
    cs: {
      slug: 'veletrh',
      title: 'Potkejte nás na veletrhu',
      metaDescription:
        'Horeca Shop na veletrzích gastronomie a hotelnictví: novinky, ukázky a veletržní nabídka pro firmy.',
      content: html(
        p(
          'Každý rok vystavujeme na veletrzích gastronomie a hotelnictví v Brně a v Bratislavě. Na stánku ' +
            'si můžete vyzkoušet novinky, porovnat porcelán a sklo vedle sebe a probrat vybavení provozu ' +
            's naším obchodníkem.',
        ),
        h2('Co na stánku uvidíte'),
        ul([
          'nové kolekce porcelánu a barového skla na příští sezónu,',
          'ukázky výdeje jídel a snídaňového bufetu,',
          'kompostovatelné obaly a znovu plnitelnou hotelovou kosmetiku,',
          'poradenství k vybavení nového nebo rekonstruovaného provozu.',
        ]),
        h2('Veletržní nabídka'),
        p(
          'Objednávky zadané na stánku nebo do 7 dnů po veletrhu s kódem z veletržního katalogu mají slevu ' +
            '10 % a dopravu zdarma. Aktuální termíny a čísla stánků oznamujeme v newsletteru.',
        ),
        h2('Domluvte si schůzku'),
        p(
          `Chcete-li mít jistotu, že si na vás obchodník najde čas, napište na ${mailto(c.emailB2b)} nebo ` +
            `zavolejte na ${c.phoneCz}.`,
        ),
      ),
    },
    en: {
      slug: 'trade-fair',
      title: 'Meet us at the trade fair',
      metaDescription:
        'Horeca Shop at hospitality trade fairs: new products, demonstrations and a trade-fair offer for ' +
        'businesses.',
      content: html(
        p(
          'Every year we exhibit at hospitality and catering trade fairs in Bratislava and Brno. At our ' +
            'stand you can try new products, compare porcelain and glass side by side and talk through ' +
            'your venue’s equipment with our sales team.',
        ),
        h2('What you will see'),
        ul([
          'new porcelain and bar glass collections for the coming season,',
          'demonstrations of food service and breakfast buffets,',
          'compostable packaging and refillable hotel amenities,',
          'advice on equipping a new or refurbished venue.',
        ]),
        h2('Trade-fair offer'),
        p(
          'Orders placed at the stand or within 7 days after the fair with the code from the fair ' +
            'catalogue get 10 % off and free delivery. Dates and stand numbers are announced in our ' +
            'newsletter.',
        ),
        h2('Book a meeting'),
        p(
          `To be sure a sales representative has time for you, write to ${mailto(c.emailB2b)} or call ` +
            `${c.phoneCz}.`,
        ),
      ),
    },
  },
};

export const whyBuyPage: PageSeed = {
  key: 'why-buy',
  translations: {
    sk: {
      slug: 'preco-nakupovat-u-nas',
      title: 'Prečo nakupovať u nás',
      metaDescription: 'Šesť dôvodov, prečo reštaurácie, hotely a kaviarne nakupujú v Horeca Shop.',
      content: html(
        h2('Všetko pre prevádzku'),
        p('Viac ako 2 000 položiek v 11 kategóriách od porcelánu po čistiacu chémiu na jednom mieste.'),
        h2('Expedícia do 24 hodín'),
        p('Tovar skladom objednaný v pracovný deň do 14:00 odosielame ešte v ten deň.'),
        h2('Doprava zadarmo'),
        p(`Pri nákupe nad ${freeShippingFrom} vám tovar doručíme zadarmo.`),
        h2('Individuálne ceny pre firmy'),
        p('Partnerský účet s vlastným cenníkom, platbou na faktúru a zľavou na prvé nákupy.'),
        h2('Showroomy v Prahe a Bratislave'),
        p('Tovar si pozriete a vyskúšate naživo a objednávku si vyzdvihnete zadarmo.'),
        h2('Poradíme ako odborníci'),
        p('Naši obchodníci pracovali v gastronómii a vedia, čo v prevádzke naozaj vydrží.'),
      ),
    },
    cs: {
      slug: 'proc-nakupovat-u-nas',
      title: 'Proč nakupovat u nás',
      metaDescription: 'Šest důvodů, proč restaurace, hotely a kavárny nakupují v Horeca Shop.',
      content: html(
        h2('Vše pro provoz'),
        p('Přes 2 000 položek v 11 kategoriích od porcelánu po čisticí chemii na jednom místě.'),
        h2('Expedice do 24 hodin'),
        p('Zboží skladem objednané v pracovní den do 14:00 odesíláme ještě týž den.'),
        h2('Doprava zdarma'),
        p(`Při nákupu nad ${freeShippingFrom} vám zboží doručíme zdarma.`),
        h2('Individuální ceny pro firmy'),
        p('Partnerský účet s vlastním ceníkem, platbou na fakturu a slevou na první nákupy.'),
        h2('Showroomy v Praze a Bratislavě'),
        p('Zboží si prohlédnete a vyzkoušíte naživo a objednávku si vyzvednete zdarma.'),
        h2('Poradíme jako odborníci'),
        p('Naši obchodníci pracovali v gastronomii a vědí, co v provozu opravdu vydrží.'),
      ),
    },
    en: {
      slug: 'why-buy-from-us',
      title: 'Why buy from us',
      metaDescription: 'Six reasons why restaurants, hotels and cafés buy from Horeca Shop.',
      content: html(
        h2('Everything for your venue'),
        p('More than 2,000 items in 11 categories, from porcelain to cleaning products, in one place.'),
        h2('Dispatch within 24 hours'),
        p('In-stock goods ordered on a working day by 2 pm leave our warehouse the same day.'),
        h2('Free delivery'),
        p(`Orders over ${freeShippingFrom} are delivered free of charge.`),
        h2('Individual prices for businesses'),
        p('A partner account with your own price list, payment by invoice and a discount on first orders.'),
        h2('Showrooms in Prague and Bratislava'),
        p('See and try the goods in person and collect your order free of charge.'),
        h2('Expert advice'),
        p('Our sales team has worked in hospitality and knows what really lasts in a busy venue.'),
      ),
    },
  },
};
