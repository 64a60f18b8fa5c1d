import { company as c } from '../company-data';
import { a, h2, html, mailto, p, ul } from '../html';
import { freeShippingFrom, paymentPrice } from './prices';
import type { PageSeed } from './types';

const skSeller = `${c.skBranch.name}, ${c.skBranch.street}, ${c.skBranch.zip} ${c.skBranch.city}`;

export const termsPage: PageSeed = {
  key: 'terms',
  translations: {
    sk: {
      slug: 'obchodne-podmienky',
      title: 'Obchodné podmienky',
      metaDescription:
        'Obchodné podmienky Horeca Shop pre spotrebiteľov: objednávka, ceny a platba, doprava, ' +
        'odstúpenie od zmluvy a reklamácie.',
      content: html(
        h2('1. Úvodné ustanovenia'),
        p(
          'Tieto obchodné podmienky upravujú nákup tovaru spotrebiteľom v internetovom obchode Horeca ' +
            `Shop. Predávajúcim je ${c.name}, ${c.street}, ${c.zip} ${c.city}, Česká republika, IČO ` +
            `${c.companyId}, DIČ ${c.vatId}, zapísaná v obchodnom registri vedenom ${c.registerSk}. ` +
            `Objednávky zo Slovenska vybavuje ${skSeller}, IČO ${c.skBranch.companyId}, IČ DPH ` +
            `${c.skBranch.vatId}.`,
        ),
        p(
          `Nákupy podnikateľov a firiem na IČO sa riadia ` +
            `${a('sk', '/obchodne-podmienky-b2b', 'obchodnými podmienkami pre firemných zákazníkov')}.`,
        ),
        h2('2. Objednávka a uzavretie zmluvy'),
        p(
          'Ponuka tovaru v obchode nie je návrhom na uzavretie zmluvy. Odoslaním objednávky podávate ' +
            'návrh, ktorý potvrdíme e-mailom; potvrdením je kúpna zmluva uzavretá. Pred odoslaním si ' +
            'môžete obsah košíka, dopravu, platbu aj fakturačné údaje skontrolovať a opraviť.',
        ),
        p(
          'Ak sa v ponuke objaví zjavne chybná cena alebo tovar nie je možné dodať, kontaktujeme vás a ' +
            'objednávku môžeme zrušiť. Prípadnú úhradu vám v takom prípade bezodkladne vrátime.',
        ),
        h2('3. Ceny a platba'),
        p(
          'Ceny sú uvedené vrátane DPH. Cena dopravy a platby sa zobrazí v košíku pred odoslaním ' +
            'objednávky. Zaplatiť môžete:',
        ),
        ul([
          'bankovým prevodom s QR kódom na platbu (v eurách PAY by square, v korunách QR Platba),',
          'platobnou kartou online cez zabezpečenú platobnú bránu,',
          `na dobierku (príplatok ${paymentPrice('cash-on-delivery')}),`,
          'v hotovosti alebo kartou pri osobnom odbere v showroome.',
        ]),
        p(
          'Tovar, ktorý nie je skladom a objednávame ho pre vás u výrobcu, je označený ako tovar na ' +
            'objednávku. Pri ňom môžeme žiadať zálohu až do výšky jeho ceny; zvyšok uhradíte pred ' +
            'expedíciou.',
        ),
        h2('4. Dodanie tovaru'),
        p(
          `Tovar doručujeme kuriérom, na výdajné miesta HorecaPoint alebo si ho môžete vyzdvihnúť osobne. ` +
            `Pri nákupe nad ${freeShippingFrom} je doprava zadarmo. Podrobnosti nájdete na stránke ` +
            `${a('sk', '/doprava', 'Doprava a platba')}.`,
        ),
        h2('5. Odstúpenie od zmluvy'),
        p(
          `Ako spotrebiteľ môžete od zmluvy odstúpiť bez udania dôvodu do ${c.withdrawalDays} dní od ` +
            'prevzatia tovaru. Stačí vyplniť ' +
            `${a('sk', '/formular-vraceni-zbozi', 'formulár na vrátenie tovaru')} alebo nám poslať e-mail ` +
            `na ${mailto(c.emailReturns)} a tovar odoslať späť.`,
        ),
        p(
          'Peniaze vrátane ceny najlacnejšej ponúkanej dopravy vám vrátime do 14 dní od odstúpenia, nie ' +
            'však skôr, ako tovar dostaneme späť. Náklady na vrátenie tovaru znášate vy. Od zmluvy nemožno ' +
            'odstúpiť pri tovare v hygienickom obale, ktorý ste po dodaní otvorili (napríklad kozmetika), ' +
            'a pri tovare vyrobenom podľa vašich požiadaviek.',
        ),
        h2('6. Zodpovednosť za vady a reklamácie'),
        p(
          'Za vady tovaru zodpovedáme 24 mesiacov od prevzatia. Reklamáciu uplatníte e-mailom alebo ' +
            'v showroome; priložte doklad o kúpe a popis vady. Reklamáciu vybavíme bez zbytočného odkladu, ' +
            'najneskôr do 30 dní. Bežné opotrebenie a poškodenie nesprávnym používaním nie sú vadou.',
        ),
        h2('7. Riešenie sporov'),
        p(
          'Ak nie ste spokojní s vybavením reklamácie, napíšte nám; odpovieme do 30 dní. Spotrebiteľ sa ' +
            'môže obrátiť aj na subjekt alternatívneho riešenia sporov, napríklad Slovenskú obchodnú ' +
            'inšpekciu, alebo použiť európsku platformu na riešenie sporov online.',
        ),
        h2('8. Záverečné ustanovenia'),
        p(
          'Zmluvu je možné uzavrieť v slovenskom, českom alebo anglickom jazyku. Tieto podmienky platia od ' +
            '1. 1. 2026; na objednávku sa použije znenie platné v deň jej odoslania.',
        ),
      ),
    },
    cs: {
      slug: 'obchodne-podmienky',
      title: 'Obchodní podmínky',
      metaDescription:
        'Obchodní podmínky Horeca Shop pro spotřebitele: objednávka, ceny a platba, doprava, ' +
        'odstoupení od smlouvy a reklamace.',
      content: html(
        h2('1. Úvodní ustanovení'),
        p(
          'Tyto obchodní podmínky upravují nákup zboží spotřebitelem v internetovém obchodě Horeca Shop. ' +
            `Prodávajícím je ${c.name}, ${c.street}, ${c.zip} ${c.city}, IČO ${c.companyId}, DIČ ` +
            `${c.vatId}, zapsaná v obchodním rejstříku vedeném ${c.registerCs}.`,
        ),
        p(
          `Nákupy podnikatelů a firem na IČO se řídí ` +
            `${a('cs', '/obchodne-podmienky-b2b', 'obchodními podmínkami pro firemní zákazníky')}.`,
        ),
        h2('2. Objednávka a uzavření smlouvy'),
        p(
          'Nabídka zboží v obchodě není návrhem na uzavření smlouvy. Odesláním objednávky podáváte návrh, ' +
            'který potvrdíme e-mailem; potvrzením je kupní smlouva uzavřena. Před odesláním si můžete ' +
            'obsah košíku, dopravu, platbu i fakturační údaje zkontrolovat a opravit.',
        ),
        p(
          'Pokud se v nabídce objeví zjevně chybná cena nebo zboží nelze dodat, kontaktujeme vás a ' +
            'objednávku můžeme zrušit. Případnou úhradu vám v takovém případě bez odkladu vrátíme.',
        ),
        h2('3. Ceny a platba'),
        p(
          'Ceny jsou uvedeny včetně DPH. Cena dopravy a platby se zobrazí v košíku před odesláním ' +
            'objednávky. Zaplatit můžete:',
        ),
        ul([
          'bankovním převodem s QR platbou,',
          'platební kartou online přes zabezpečenou platební bránu,',
          `na dobírku (příplatek ${paymentPrice('cash-on-delivery')}),`,
          'v hotovosti nebo kartou při osobním odběru v showroomu.',
        ]),
        p(
          'Zboží, které není skladem a objednáváme ho pro vás u výrobce, je označeno jako zboží na ' +
            'objednávku. U něj můžeme žádat zálohu až do výše jeho ceny; zbytek uhradíte před expedicí.',
        ),
        h2('4. Dodání zboží'),
        p(
          `Zboží doručujeme kurýrem, na výdejní místa HorecaPoint nebo si ho můžete vyzvednout osobně. ` +
            `Při nákupu nad ${freeShippingFrom} je doprava zdarma. Podrobnosti najdete na stránce ` +
            `${a('cs', '/doprava', 'Doprava a platba')}.`,
        ),
        h2('5. Odstoupení od smlouvy'),
        p(
          `Jako spotřebitel můžete od smlouvy odstoupit bez udání důvodu do ${c.withdrawalDays} dnů od ` +
            'převzetí zboží. Stačí vyplnit ' +
            `${a('cs', '/formular-vraceni-zbozi', 'formulář pro vrácení zboží')} nebo nám poslat e-mail na ` +
            `${mailto(c.emailReturns)} a zboží odeslat zpět.`,
        ),
        p(
          'Peníze včetně ceny nejlevnější nabízené dopravy vám vrátíme do 14 dnů od odstoupení, ne však ' +
            'dříve, než zboží obdržíme zpět. Náklady na vrácení zboží nesete vy. Od smlouvy nelze ' +
            'odstoupit u zboží v hygienickém obalu, které jste po dodání otevřeli (například kosmetika), a ' +
            'u zboží vyrobeného podle vašich požadavků.',
        ),
        h2('6. Práva z vadného plnění a reklamace'),
        p(
          'Za vady zboží odpovídáme 24 měsíců od převzetí. Reklamaci uplatníte e-mailem nebo v showroomu; ' +
            'přiložte doklad o koupi a popis vady. Reklamaci vyřídíme bez zbytečného odkladu, nejpozději ' +
            'do 30 dnů. Běžné opotřebení a poškození nesprávným používáním nejsou vadou.',
        ),
        h2('7. Řešení sporů'),
        p(
          'Pokud nejste spokojeni s vyřízením reklamace, napište nám; odpovíme do 30 dnů. K mimosoudnímu ' +
            'řešení spotřebitelských sporů je příslušná Česká obchodní inspekce (www.coi.cz); můžete ' +
            'využít i evropskou platformu pro řešení sporů online.',
        ),
        h2('8. Závěrečná ustanovení'),
        p(
          'Smlouvu lze uzavřít v češtině, slovenštině nebo angličtině. Tyto podmínky platí od 1. 1. 2026; ' +
            'na objednávku se použije znění platné v den jejího odeslání.',
        ),
      ),
    },
    en: {
      slug: 'terms-and-conditions',
      title: 'Terms and conditions',
      metaDescription:
        'Horeca Shop terms and conditions for consumers: ordering, prices and payment, delivery, ' +
        'withdrawal from the contract and complaints.',
      content: html(
        h2('1. Introduction'),
        p(
          `These terms and conditions govern purchases made by consumers in the Horeca Shop online store. ` +
            `The seller is ${c.name}, ${c.street}, ${c.zip} ${c.city}, Czech Republic, company ID ` +
            `${c.companyId}, VAT ID ${c.vatId}, registered with the ${c.registerEn}. Orders from Slovakia ` +
            `are handled by ${skSeller}, company ID ${c.skBranch.companyId}, VAT ID ${c.skBranch.vatId}.`,
        ),
        p(
          `Purchases by businesses are governed by the ` +
            `${a('en', '/terms-and-conditions-b2b', 'terms and conditions for business customers')}.`,
        ),
        h2('2. Orders and the contract'),
        p(
          'Products shown in the store are not a binding offer. By placing an order you make an offer, ' +
            'which we confirm by e-mail; the purchase contract is concluded with that confirmation. Before ' +
            'sending the order you can review and correct the cart, delivery, payment and billing details.',
        ),
        p(
          'If a price is obviously wrong or the goods cannot be supplied, we will contact you and may ' +
            'cancel the order. Any payment already made is refunded without delay.',
        ),
        h2('3. Prices and payment'),
        p(
          'Prices include VAT. Delivery and payment charges are shown in the cart before you place the ' +
            'order. You can pay:',
        ),
        ul([
          'by bank transfer with a QR payment code,',
          'by card online through a secure payment gateway,',
          `cash on delivery (surcharge ${paymentPrice('cash-on-delivery')}),`,
          'in cash or by card when collecting at our showroom.',
        ]),
        p(
          'Items that are not in stock and that we order from the manufacturer for you are marked as made ' +
            'to order. For these we may ask for a deposit of up to their full price; the rest is paid ' +
            'before dispatch.',
        ),
        h2('4. Delivery'),
        p(
          `We deliver by courier, to HorecaPoint pickup points, or you can collect in person. Orders over ` +
            `${freeShippingFrom} ship free of charge. See ${a('en', '/doprava', 'Delivery and payment')} ` +
            `for details.`,
        ),
        h2('5. Withdrawal from the contract'),
        p(
          `As a consumer you may withdraw from the contract without giving a reason within ` +
            `${c.withdrawalDays} days of receiving the goods. Fill in the ` +
            `${a('en', '/formular-vraceni-zbozi', 'return form')} or e-mail ${mailto(c.emailReturns)} ` +
            `and send the goods back.`,
        ),
        p(
          'We refund the price including the cheapest delivery option offered within 14 days of your ' +
            'withdrawal, but not before we receive the goods back. You bear the cost of returning the ' +
            'goods. Withdrawal does not apply to sealed hygiene products opened after delivery (such as ' +
            'cosmetics) or to goods made to your specification.',
        ),
        h2('6. Liability for defects and complaints'),
        p(
          'We are liable for defects for 24 months from delivery. Make a complaint by e-mail or at the ' +
            'showroom, with proof of purchase and a description of the defect. We settle complaints ' +
            'without undue delay and within 30 days at the latest. Normal wear and damage caused by misuse ' +
            'are not defects.',
        ),
        h2('7. Dispute resolution'),
        p(
          'If you are not satisfied with how a complaint was handled, write to us; we will reply within ' +
            '30 days. Consumers may also turn to an alternative dispute resolution body (the Czech Trade ' +
            'Inspection Authority or the Slovak Trade Inspection) or use the EU online dispute resolution ' +
            'platform.',
        ),
        h2('8. Final provisions'),
        p(
          'The contract can be concluded in Slovak, Czech or English. These terms apply from 1 January ' +
            '2026; an order is governed by the version in force on the day it was placed.',
        ),
      ),
    },
  },
};

export const termsB2bPage: PageSeed = {
  key: 'terms-b2b',
  translations: {
    sk: {
      slug: 'obchodne-podmienky-b2b',
      title: 'Obchodné podmienky pre firemných zákazníkov',
      metaDescription:
        'Obchodné podmienky Horeca Shop pre firmy a prevádzky: partnerský účet, individuálne ceny, ' +
        'platba na faktúru, dodanie a reklamácie.',
      content: html(
        h2('1. Pôsobnosť'),
        p(
          `Tieto podmienky platia pre nákupy podnikateľov a firiem (B2B) v obchode Horeca Shop, ktorý ` +
            `prevádzkuje ${c.name}, IČO ${c.companyId}; pre Slovensko ${skSeller}, IČ DPH ` +
            `${c.skBranch.vatId}. Vzťahy medzi podnikateľmi sa riadia Obchodným zákonníkom, ustanovenia ` +
            `o ochrane spotrebiteľa sa nepoužijú.`,
        ),
        h2('2. Partnerský účet'),
        p(
          'Firemný účet si založíte registráciou na stránke Pre firmy. Po overení údajov (IČO, DIČ, IČ ' +
            'DPH) účet schválime a pridelíme vám obchodníka. Jedna osoba môže spravovať viac firiem; ' +
            'správca firemného účtu môže pridávať ďalších používateľov.',
        ),
        ul([
          'individuálne ceny a dohodnutá zľava na celý sortiment,',
          'zľava na prvé nákupy počas 14 dní od schválenia účtu,',
          'história objednávok, zakúpený tovar a faktúry na jednom mieste,',
          'odporúčaný sortiment pripravený vaším obchodníkom.',
        ]),
        h2('3. Ceny a platobné podmienky'),
        p(
          'Platiteľom DPH zobrazujeme ceny bez DPH, DPH sa pripočíta podľa platnej sadzby. Schváleným ' +
            'partnerom môžeme povoliť platbu na faktúru so splatnosťou podľa dohody, spravidla 14 dní. ' +
            'Pri omeškaní s úhradou môžeme ďalšie dodávky pozastaviť až do vyrovnania dlhu a účtovať ' +
            'zákonný úrok z omeškania.',
        ),
        h2('4. Dodanie a prevzatie'),
        p(
          'Veľké objednávky doručujeme paletovou prepravou na rampu alebo k prevádzke. Pri prevzatí ' +
            'skontrolujte počet kusov a neporušenosť obalov; poškodenie zapíšte do dodacieho listu a ' +
            'nahláste nám ho do 3 pracovných dní.',
        ),
        h2('5. Vrátenie a reklamácie'),
        p(
          `Podnikateľ nemá zákonné právo vrátiť tovar bez udania dôvodu. Nepoužitý tovar v pôvodnom obale ` +
            `vám však po dohode vezmeme späť do ${c.b2bReturnDays} dní s manipulačným poplatkom ` +
            `${c.b2bRestockingFeePercent} %. Zodpovednosť za vady trvá 12 mesiacov, ak nie je dohodnuté ` +
            `inak; podrobnosti sú na stránke ${a('sk', '/vraceni-zbozi-b2b', 'Vrátenie tovaru pre firmy')}.`,
        ),
        h2('6. Záverečné ustanovenia'),
        p(
          'Individuálne zmluvy a rámcové dohody majú prednosť pred týmito podmienkami. Podmienky platia od ' +
            '1. 1. 2026.',
        ),
      ),
    },
    cs: {
      slug: 'obchodne-podmienky-b2b',
      title: 'Obchodní podmínky pro firemní zákazníky',
      metaDescription:
        'Obchodní podmínky Horeca Shop pro firmy a provozovny: partnerský účet, individuální ceny, ' +
        'platba na fakturu, dodání a reklamace.',
      content: html(
        h2('1. Působnost'),
        p(
          `Tyto podmínky platí pro nákupy podnikatelů a firem (B2B) v obchodě Horeca Shop, který provozuje ` +
            `${c.name}, IČO ${c.companyId}, DIČ ${c.vatId}. Vztahy mezi podnikateli se řídí občanským ` +
            `zákoníkem; ustanovení o ochraně spotřebitele se nepoužijí.`,
        ),
        h2('2. Partnerský účet'),
        p(
          'Firemní účet si založíte registrací na stránce Pro firmy. Po ověření údajů (IČO, DIČ) účet ' +
            'schválíme a přidělíme vám obchodníka. Jedna osoba může spravovat více firem; správce ' +
            'firemního účtu může přidávat další uživatele.',
        ),
        ul([
          'individuální ceny a sjednaná sleva na celý sortiment,',
          'sleva na první nákupy po dobu 14 dnů od schválení účtu,',
          'historie objednávek, zakoupené zboží a faktury na jednom místě,',
          'doporučený sortiment připravený vaším obchodníkem.',
        ]),
        h2('3. Ceny a platební podmínky'),
        p(
          'Schváleným partnerům můžeme povolit platbu na fakturu se splatností podle dohody, zpravidla 14 ' +
            'dnů. Při prodlení s úhradou můžeme další dodávky pozastavit až do vyrovnání dluhu a účtovat ' +
            'zákonný úrok z prodlení.',
        ),
        h2('4. Dodání a převzetí'),
        p(
          'Velké objednávky doručujeme paletovou přepravou na rampu nebo k provozovně. Při převzetí ' +
            'zkontrolujte počet kusů a neporušenost obalů; poškození zapište do dodacího listu a nahlaste ' +
            'nám ho do 3 pracovních dnů.',
        ),
        h2('5. Vrácení a reklamace'),
        p(
          `Podnikatel nemá zákonné právo vrátit zboží bez udání důvodu. Nepoužité zboží v původním obalu ` +
            `vám však po dohodě vezmeme zpět do ${c.b2bReturnDays} dnů s manipulačním poplatkem ` +
            `${c.b2bRestockingFeePercent} %. Odpovědnost za vady trvá 12 měsíců, není-li sjednáno jinak; ` +
            `podrobnosti jsou na stránce ${a('cs', '/vraceni-zbozi-b2b', 'Vrácení zboží pro firmy')}.`,
        ),
        h2('6. Závěrečná ustanovení'),
        p(
          'Individuální smlouvy a rámcové dohody mají přednost před těmito podmínkami. Podmínky platí od ' +
            '1. 1. 2026.',
        ),
      ),
    },
    en: {
      slug: 'terms-and-conditions-b2b',
      title: 'Terms and conditions for business customers',
      metaDescription:
        'Horeca Shop terms for businesses: partner account, individual prices, payment by invoice, ' +
        'delivery and complaints.',
      content: html(
        h2('1. Scope'),
        p(
          `These terms apply to purchases by businesses (B2B) in the Horeca Shop store operated by ` +
            `${c.name}, company ID ${c.companyId}, and for Slovakia by ${skSeller}. Consumer protection ` +
            `rules do not apply to contracts between businesses.`,
        ),
        h2('2. Partner account'),
        p(
          'Register on the For businesses page to open a company account. Once we have verified your ' +
            'company and VAT IDs, we approve the account and assign you a sales representative. One person ' +
            'can manage several companies, and a company account admin can add further users.',
        ),
        ul([
          'individual prices and an agreed discount on the whole range,',
          'a discount on your first purchases for 14 days after approval,',
          'order history, purchased goods and invoices in one place,',
          'a recommended range prepared by your sales representative.',
        ]),
        h2('3. Prices and payment terms'),
        p(
          'VAT-registered Slovak customers see prices without VAT; VAT is added at the applicable rate. ' +
            'Approved partners may pay by invoice with the agreed due date, usually 14 days. If payment is ' +
            'late, we may suspend further deliveries until the debt is settled and charge statutory ' +
            'interest.',
        ),
        h2('4. Delivery and acceptance'),
        p(
          'Large orders are delivered by pallet freight to your ramp or premises. On delivery, check the ' +
            'number of packages and that they are intact; note any damage on the delivery note and report ' +
            'it to us within 3 working days.',
        ),
        h2('5. Returns and complaints'),
        p(
          'Businesses have no statutory right to return goods without a reason. By agreement we take back ' +
            `unused goods in their original packaging within ${c.b2bReturnDays} days for a handling fee of ` +
            `${c.b2bRestockingFeePercent} %. Liability for defects lasts 12 months unless agreed ` +
            `otherwise; see ${a('en', '/vraceni-zbozi-b2b', 'Returns for businesses')}.`,
        ),
        h2('6. Final provisions'),
        p(
          'Individual contracts and framework agreements take precedence over these terms, which apply ' +
            'from 1 January 2026.',
        ),
      ),
    },
  },
};
