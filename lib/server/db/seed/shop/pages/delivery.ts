import { company as c } from '../company-data';
import { a, h2, html, mailto, p, ul } from '../html';
import { priceText } from '../money';
import { pickupPointCounts } from '../shipping-data';
import { freeShippingFrom, paymentPrice, shippingPrice } from './prices';
import type { PageSeed } from './types';

const giftFrom = `${priceText(500_000, 'CZK')} / ${priceText(20_000, 'EUR')}`;
const vouchers = `${priceText(100_000, 'CZK')}, ${priceText(200_000, 'CZK')}, ${priceText(500_000, 'CZK')}`;
const vouchersEur = `${priceText(4_000, 'EUR')}, ${priceText(8_000, 'EUR')}, ${priceText(20_000, 'EUR')}`;

export const deliveryPage: PageSeed = {
  key: 'delivery',
  translations: {
    sk: {
      slug: 'doprava',
      title: 'Doprava a platba',
      metaDescription:
        `Doprava kuriérom, na výdajné miesta, osobný odber aj paletová preprava. Nad ${freeShippingFrom} ` +
        'doprava zadarmo.',
      content: html(
        p(
          `Doručujeme do Česka a na Slovensko. Pri nákupe nad ${freeShippingFrom} s DPH je doprava ` +
            'zadarmo pri každom spôsobe doručenia.',
        ),
        h2('Spôsoby dopravy'),
        ul([
          `Kuriér na adresu – ${shippingPrice('courier')}, doručenie zvyčajne nasledujúci pracovný deň.`,
          `Výdajné miesto HorecaPoint – ${shippingPrice('pickup-point')}, ${pickupPointCounts.CZ} miest v ` +
            `Česku a ${pickupPointCounts.SK} na Slovensku, zásielka čaká 7 dní.`,
          'Osobný odber v showroome v Prahe alebo v Bratislave – zadarmo, tovar skladom pripravíme do 2 ' +
            'hodín.',
          `Paletová preprava – ${shippingPrice('pallet')}, pre veľké objednávky a objemný tovar.`,
        ]),
        h2('Spôsoby platby'),
        ul([
          'Bankový prevod – zadarmo, s QR kódom na platbu (v eurách PAY by square, v korunách QR Platba).',
          'Platobná karta online – zadarmo.',
          `Dobierka – ${paymentPrice('cash-on-delivery')}, len pri doručení kuriérom a na výdajné miesto.`,
          'Hotovosť alebo karta na predajni – zadarmo, len pri osobnom odbere.',
          'Faktúra so splatnosťou – zadarmo, pre schválených firemných partnerov.',
        ]),
        h2('Tovar na objednávku'),
        p(
          'Pri tovare, ktorý objednávame u výrobcu, uvidíte v košíku predpokladaný termín dodania a výšku ' +
            'zálohy. Objednávku odošleme, keď je kompletná, alebo po dohode po častiach.',
        ),
        p(`Kedy balíky odchádzajú zo skladu, sa dočítate na stránke ${a('sk', '/expedice', 'Expedícia')}.`),
      ),
    },
    cs: {
      slug: 'doprava',
      title: 'Doprava a platba',
      metaDescription:
        `Doprava kurýrem, na výdejní místa, osobní odběr i paletová přeprava. Nad ${freeShippingFrom} ` +
        'doprava zdarma.',
      content: html(
        p(
          `Doručujeme do Česka a na Slovensko. Při nákupu nad ${freeShippingFrom} s DPH je doprava ` +
            'zdarma u každého způsobu doručení.',
        ),
        h2('Způsoby dopravy'),
        ul([
          `Kurýr na adresu – ${shippingPrice('courier')}, doručení obvykle následující pracovní den.`,
          `Výdejní místo HorecaPoint – ${shippingPrice('pickup-point')}, ${pickupPointCounts.CZ} míst v Česku ` +
            `a ${pickupPointCounts.SK} na Slovensku, zásilka čeká 7 dní.`,
          'Osobní odběr v showroomu v Praze nebo v Bratislavě – zdarma, zboží skladem připravíme do 2 hodin.',
          `Paletová přeprava – ${shippingPrice('pallet')}, pro velké objednávky a objemné zboží.`,
        ]),
        h2('Způsoby platby'),
        ul([
          'Bankovní převod – zdarma, s QR platbou.',
          'Platební karta online – zdarma.',
          `Dobírka – ${paymentPrice('cash-on-delivery')}, jen při doručení kurýrem a na výdejní místo.`,
          'Hotově nebo kartou na prodejně – zdarma, jen při osobním odběru.',
          'Faktura se splatností – zdarma, pro schválené firemní partnery.',
        ]),
        h2('Zboží na objednávku'),
        p(
          'U zboží, které objednáváme u výrobce, uvidíte v košíku předpokládaný termín dodání a výši ' +
            'zálohy. Objednávku odešleme, jakmile je kompletní, nebo po dohodě po částech.',
        ),
        p(`Kdy balíky odcházejí ze skladu, se dočtete na stránce ${a('cs', '/expedice', 'Expedice')}.`),
      ),
    },
    en: {
      slug: 'doprava',
      title: 'Delivery and payment',
      metaDescription:
        `Courier delivery, pickup points, personal pickup and pallet freight. Free delivery over ` +
        `${freeShippingFrom}.`,
      content: html(
        p(
          `We deliver to Czechia and Slovakia. Orders over ${freeShippingFrom} including VAT ship free ` +
            'with every delivery option.',
        ),
        h2('Delivery options'),
        ul([
          `Courier to your address – ${shippingPrice('courier')}, usually the next working day.`,
          `HorecaPoint pickup point – ${shippingPrice('pickup-point')}, ${pickupPointCounts.CZ} locations in ` +
            `Czechia and ${pickupPointCounts.SK} in Slovakia, parcels wait 7 days.`,
          'Personal pickup at our Prague or Bratislava showroom – free, in-stock goods ready within 2 hours.',
          `Pallet freight – ${shippingPrice('pallet')}, for large orders and bulky goods.`,
        ]),
        h2('Payment options'),
        ul([
          'Bank transfer – free, with a QR payment code.',
          'Card online – free.',
          `Cash on delivery – ${paymentPrice('cash-on-delivery')}, only with courier and pickup-point ` +
            'delivery.',
          'Cash or card at the showroom – free, only with personal pickup.',
          'Invoice with due date – free, for approved business partners.',
        ]),
        h2('Made-to-order goods'),
        p(
          'For goods we order from the manufacturer, the cart shows the expected delivery date and the ' +
            'deposit. We ship the order once it is complete or, by agreement, in parts.',
        ),
        p(`When parcels leave our warehouse is explained on the ${a('en', '/expedice', 'Dispatch')} page.`),
      ),
    },
  },
};

export const dispatchPage: PageSeed = {
  key: 'dispatch',
  translations: {
    sk: {
      slug: 'expedice',
      title: 'Expedícia objednávok',
      metaDescription:
        'Kedy Horeca Shop odosiela objednávky: tovar skladom objednaný do 14:00 expedujeme v ten istý ' +
        'pracovný deň.',
      content: html(
        p(
          'Objednávky s tovarom skladom, ktoré prijmeme v pracovný deň do 14:00, expedujeme ešte v ten ' +
            'deň. Neskoršie objednávky odchádzajú nasledujúci pracovný deň ráno.',
        ),
        h2('Ako balíme'),
        ul([
          'sklo a porcelán balíme do papierovej výplne a pevných krabíc s označením Krehké,',
          'používame recyklované kartóny a papierovú lepiacu pásku,',
          'objednávky nad 30 kg ukladáme na paletu a fixujeme fóliou.',
        ]),
        h2('Sledovanie zásielky'),
        p(
          'Keď balík opustí sklad, pošleme vám e-mail s číslom zásielky a odkazom na sledovanie. Pri ' +
            'paletovej preprave vás dopravca deň vopred telefonicky kontaktuje kvôli času doručenia.',
        ),
        h2('Sviatky a sezóna'),
        p(
          'Počas štátnych sviatkov sa neexpeduje. Pred Vianocami a pred letnou sezónou odporúčame ' +
            'objednávať s týždenným predstihom, objem objednávok je vtedy najvyšší.',
        ),
      ),
    },
    cs: {
      slug: 'expedice',
      title: 'Expedice objednávek',
      metaDescription:
        'Kdy Horeca Shop odesílá objednávky: zboží skladem objednané do 14:00 expedujeme týž pracovní den.',
      content: html(
        p(
          'Objednávky se zbožím skladem, které přijmeme v pracovní den do 14:00, expedujeme ještě týž den. ' +
            'Pozdější objednávky odcházejí následující pracovní den ráno.',
        ),
        h2('Jak balíme'),
        ul([
          'sklo a porcelán balíme do papírové výplně a pevných krabic s označením Křehké,',
          'používáme recyklované kartony a papírovou lepicí pásku,',
          'objednávky nad 30 kg ukládáme na paletu a fixujeme fólií.',
        ]),
        h2('Sledování zásilky'),
        p(
          'Jakmile balík opustí sklad, pošleme vám e-mail s číslem zásilky a odkazem na sledování. Při ' +
            'paletové přepravě vás dopravce den předem telefonicky kontaktuje kvůli času doručení.',
        ),
        h2('Svátky a sezóna'),
        p(
          'O státních svátcích se neexpeduje. Před Vánoci a před letní sezónou doporučujeme objednávat ' +
            's týdenním předstihem, objem objednávek je tehdy nejvyšší.',
        ),
      ),
    },
    en: {
      slug: 'expedice',
      title: 'Order dispatch',
      metaDescription:
        'When Horeca Shop ships orders: in-stock goods ordered by 2 pm on a working day leave the same day.',
      content: html(
        p(
          'Orders with in-stock goods received on a working day by 2 pm are dispatched the same day. Later ' +
            'orders leave the next working morning.',
        ),
        h2('How we pack'),
        ul([
          'glass and porcelain are packed in paper filling and sturdy boxes marked Fragile,',
          'we use recycled cartons and paper tape,',
          'orders over 30 kg are stacked on a pallet and wrapped in film.',
        ]),
        h2('Tracking'),
        p(
          'When your parcel leaves the warehouse we e-mail you the tracking number and link. For pallet ' +
            'freight the carrier phones you a day ahead to agree the delivery time.',
        ),
        h2('Holidays and peak season'),
        p(
          'Nothing is dispatched on public holidays. Before Christmas and the summer season we recommend ' +
            'ordering a week ahead, when order volumes are at their highest.',
        ),
      ),
    },
  },
};

export const giftPage: PageSeed = {
  key: 'gift',
  translations: {
    sk: {
      slug: 'darek',
      title: 'Darček k objednávke a darčekové poukazy',
      metaDescription:
        `K objednávke nad ${giftFrom} pribalíme darček. Darčekové poukazy Horeca Shop pre kolegov ` +
        'a partnerov.',
      content: html(
        h2('Darček k objednávke'),
        p(
          `Ku každej objednávke nad ${giftFrom} s DPH pribalíme praktický darček z nášho sortimentu, ` +
            'napríklad barista utierku alebo sadu látkových servítok. Darček vyberáme podľa aktuálnej ' +
            'sezóny a platí to, kým sú zásoby.',
        ),
        h2('Darčekové poukazy'),
        p(
          `Poukazy v hodnote ${vouchersEur} (na českom e-shope ${vouchers}) sú vhodné pre kolegov, ` +
            'zamestnancov aj obchodných partnerov. Platia 12 mesiacov a dajú sa uplatniť na celý sortiment ' +
            'vrátane dopravy.',
        ),
        ul([
          'elektronický poukaz pošleme e-mailom hneď po zaplatení,',
          'tlačený poukaz v obálke pribalíme k objednávke alebo ho pošleme samostatne,',
          'nevyčerpaný zostatok zostáva na poukaze do konca platnosti.',
        ]),
        p(`Poukaz objednáte e-mailom na ${mailto(c.email)} alebo telefonicky na ${c.phoneSk}.`),
      ),
    },
    cs: {
      slug: 'darek',
      title: 'Dárek k objednávce a dárkové poukazy',
      metaDescription:
        `K objednávce nad ${giftFrom} přibalíme dárek. ` +
        'Dárkové poukazy Horeca Shop pro kolegy a partnery.',
      content: html(
        h2('Dárek k objednávce'),
        p(
          `Ke každé objednávce nad ${giftFrom} s DPH přibalíme praktický dárek z našeho sortimentu, ` +
            'například barista utěrku nebo sadu látkových ubrousků. Dárek vybíráme podle aktuální sezóny ' +
            'a platí to, dokud jsou zásoby.',
        ),
        h2('Dárkové poukazy'),
        p(
          `Poukazy v hodnotě ${vouchers} (na slovenském e-shopu ${vouchersEur}) se hodí pro kolegy, ` +
            'zaměstnance i obchodní partnery. Platí 12 měsíců a lze je uplatnit na celý sortiment včetně ' +
            'dopravy.',
        ),
        ul([
          'elektronický poukaz pošleme e-mailem hned po zaplacení,',
          'tištěný poukaz v obálce přibalíme k objednávce nebo ho pošleme samostatně,',
          'nevyčerpaný zůstatek zůstává na poukazu do konce platnosti.',
        ]),
        p(`Poukaz objednáte e-mailem na ${mailto(c.email)} nebo telefonicky na ${c.phoneCz}.`),
      ),
    },
    en: {
      slug: 'darek',
      title: 'Free gift and gift vouchers',
      metaDescription:
        `Orders over ${giftFrom} come with a free gift. ` +
        'Horeca Shop gift vouchers for colleagues and partners.',
      content: html(
        h2('A gift with your order'),
        p(
          `Every order over ${giftFrom} including VAT comes with a practical gift from our range, such as ` +
            'a barista cloth or a set of linen napkins. The gift changes with the season and is included ' +
            'while stocks last.',
        ),
        h2('Gift vouchers'),
        p(
          `Vouchers worth ${vouchers} (${vouchersEur} in the Slovak shop) make a good gift for colleagues, ` +
            'staff and business partners. They are valid for 12 months and can be spent on the whole range ' +
            'including delivery.',
        ),
        ul([
          'an e-voucher is e-mailed to you as soon as it is paid,',
          'a printed voucher in an envelope can go with your order or be sent on its own,',
          'any unspent balance stays on the voucher until it expires.',
        ]),
        p(`Order a voucher by e-mail at ${mailto(c.email)} or by phone on ${c.phoneCz}.`),
      ),
    },
  },
};
