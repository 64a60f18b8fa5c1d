import { ownBranchSeeds } from '../branches-data';
import { company as c } from '../company-data';
import { a, h2, html, mailto, p, ul } from '../html';
import type { PageSeed } from './types';

const returnAddresses = ownBranchSeeds.map(
  (branch) => `${branch.name}, ${branch.street}, ${branch.zip} ${branch.city}`,
);

export const returnsPage: PageSeed = {
  key: 'returns',
  translations: {
    sk: {
      slug: 'vraceni-zbozi',
      title: 'Vrátenie tovaru',
      metaDescription:
        `Tovar kúpený v Horeca Shop môžete vrátiť do ${c.withdrawalDays} dní bez udania dôvodu. ` +
        'Postup, podmienky a vrátenie peňazí.',
      content: html(
        p(
          `Tovar, ktorý vám nevyhovuje, môžete ako spotrebiteľ vrátiť do ${c.withdrawalDays} dní od ` +
            'prevzatia bez udania dôvodu. Pri vrátení postupujte takto:',
        ),
        ul([
          `vyplňte ${a('sk', '/formular-vraceni-zbozi', 'formulár na vrátenie tovaru')} alebo nám napíšte ` +
            `na ${mailto(c.emailReturns)},`,
          'tovar zabaľte tak, aby sa pri preprave nepoškodil, a priložte číslo objednávky,',
          'zásielku pošlite na adresu nášho skladu alebo ju prineste osobne do showroomu,',
          'peniaze vám vrátime do 14 dní od odstúpenia na účet, ktorý uvediete.',
        ]),
        h2('V akom stave má byť tovar'),
        p(
          'Tovar si môžete prezrieť a vyskúšať ako v obchode. Ak bol používaný nad tento rámec alebo nie ' +
            'je kompletný, môžeme od sumy odpočítať zníženie jeho hodnoty. Kozmetiku a ďalší tovar v ' +
            'hygienickom obale je možné vrátiť len neotvorený.',
        ),
        h2('Adresy na vrátenie'),
        ul(returnAddresses),
        h2('Výmena tovaru'),
        p(
          'Ak chcete iný rozmer alebo farbu, uveďte to vo formulári. Nový tovar vám pošleme hneď, ako nám ' +
            'pôvodný dorazí; dopravu výmeny neúčtujeme.',
        ),
        h2('Reklamácia'),
        p(
          'Ak je tovar poškodený alebo chybný, nejde o vrátenie, ale o reklamáciu. Pošlite nám fotografie ' +
            'vady a číslo objednávky; pri poškodení pri preprave nám ho nahláste do 3 dní od doručenia.',
        ),
      ),
    },
    cs: {
      slug: 'vraceni-zbozi',
      title: 'Vrácení zboží',
      metaDescription:
        `Zboží koupené v Horeca Shop můžete vrátit do ${c.withdrawalDays} dnů bez udání důvodu. ` +
        'Postup, podmínky a vrácení peněz.',
      content: html(
        p(
          `Zboží, které vám nevyhovuje, můžete jako spotřebitel vrátit do ${c.withdrawalDays} dnů od ` +
            'převzetí bez udání důvodu. Při vrácení postupujte takto:',
        ),
        ul([
          `vyplňte ${a('cs', '/formular-vraceni-zbozi', 'formulář pro vrácení zboží')} nebo nám napište ` +
            `na ${mailto(c.emailReturns)},`,
          'zboží zabalte tak, aby se při přepravě nepoškodilo, a přiložte číslo objednávky,',
          'zásilku pošlete na adresu našeho skladu nebo ji přineste osobně do showroomu,',
          'peníze vám vrátíme do 14 dnů od odstoupení na účet, který uvedete.',
        ]),
        h2('V jakém stavu má být zboží'),
        p(
          'Zboží si můžete prohlédnout a vyzkoušet jako v obchodě. Pokud bylo používáno nad tento rámec ' +
            'nebo není kompletní, můžeme od částky odečíst snížení jeho hodnoty. Kosmetiku a další zboží v ' +
            'hygienickém obalu lze vrátit jen neotevřené.',
        ),
        h2('Adresy pro vrácení'),
        ul(returnAddresses),
        h2('Výměna zboží'),
        p(
          'Pokud chcete jiný rozměr nebo barvu, uveďte to ve formuláři. Nové zboží vám pošleme hned, jak ' +
            'nám původní dorazí; dopravu výměny neúčtujeme.',
        ),
        h2('Reklamace'),
        p(
          'Je-li zboží poškozené nebo vadné, nejde o vrácení, ale o reklamaci. Pošlete nám fotografie vady ' +
            'a číslo objednávky; poškození při přepravě nám nahlaste do 3 dnů od doručení.',
        ),
      ),
    },
    en: {
      slug: 'vraceni-zbozi',
      title: 'Returns',
      metaDescription:
        `Goods bought at Horeca Shop can be returned within ${c.withdrawalDays} days without giving a ` +
        'reason. How it works, conditions and refunds.',
      content: html(
        p(
          `As a consumer you can return goods within ${c.withdrawalDays} days of receipt without giving a ` +
            'reason. To return goods:',
        ),
        ul([
          `fill in the ${a('en', '/formular-vraceni-zbozi', 'return form')} or e-mail ` +
            `${mailto(c.emailReturns)},`,
          'pack the goods so that they are not damaged in transit and enclose the order number,',
          'send the parcel to our warehouse or bring it to the showroom in person,',
          'we refund the money within 14 days of your withdrawal to the account you give us.',
        ]),
        h2('Condition of the goods'),
        p(
          'You may examine and try the goods as you would in a shop. If they were used beyond that or are ' +
            'incomplete, we may deduct the loss in value from the refund. Cosmetics and other goods in ' +
            'hygienic packaging can only be returned unopened.',
        ),
        h2('Return addresses'),
        ul(returnAddresses),
        h2('Exchanges'),
        p(
          'If you would like a different size or colour, say so in the form. We send the replacement as ' +
            'soon as the original arrives and do not charge for delivering it.',
        ),
        h2('Complaints'),
        p(
          'Damaged or faulty goods are a complaint, not a return. Send us photos of the defect and the ' +
            'order number; report transport damage within 3 days of delivery.',
        ),
      ),
    },
  },
};

export const returnsB2bPage: PageSeed = {
  key: 'returns-b2b',
  translations: {
    sk: {
      slug: 'vraceni-zbozi-b2b',
      title: 'Vrátenie tovaru pre firemných zákazníkov',
      metaDescription:
        `Firemní zákazníci Horeca Shop môžu po dohode vrátiť nepoužitý tovar do ${c.b2bReturnDays} dní. ` +
        'Podmienky, poplatky a reklamácie.',
      content: html(
        p(
          `Firemným zákazníkom zo zákona nevzniká právo vrátiť tovar bez udania dôvodu. Chápeme však, že ` +
            `sa prevádzka mení, preto nepoužitý tovar po dohode berieme späť do ${c.b2bReturnDays} dní ` +
            `od dodania.`,
        ),
        h2('Podmienky vrátenia'),
        ul([
          'tovar je nepoužitý, kompletný a v pôvodnom nepoškodenom obale,',
          'vrátenie vopred odsúhlasí váš obchodník alebo zákaznícka podpora,',
          `účtujeme manipulačný poplatok ${c.b2bRestockingFeePercent} % z ceny vráteného tovaru,`,
          'tovar objednaný na mieru, s potlačou alebo na objednávku od výrobcu vrátiť nemožno.',
        ]),
        h2('Dobropis'),
        p(
          'Po kontrole tovaru vystavíme dobropis. Pri platbe na faktúru ho započítame s najbližšou ' +
            'faktúrou, inak peniaze pošleme na účet firmy do 14 dní.',
        ),
        h2('Reklamácie a poškodenie pri preprave'),
        p(
          `Zodpovednosť za vady trvá 12 mesiacov. Poškodenie pri preprave zapíšte do dodacieho listu a ` +
            `nahláste nám ho do 3 pracovných dní na ${mailto(c.emailB2b)} alebo telefonicky na ` +
            `${c.phoneB2b}.`,
        ),
      ),
    },
    cs: {
      slug: 'vraceni-zbozi-b2b',
      title: 'Vrácení zboží pro firemní zákazníky',
      metaDescription:
        `Firemní zákazníci Horeca Shop mohou po dohodě vrátit nepoužité zboží do ${c.b2bReturnDays} dnů. ` +
        'Podmínky, poplatky a reklamace.',
      content: html(
        p(
          `Firemním zákazníkům ze zákona nevzniká právo vrátit zboží bez udání důvodu. Chápeme však, že se ` +
            `provoz mění, proto nepoužité zboží po dohodě bereme zpět do ${c.b2bReturnDays} dnů od dodání.`,
        ),
        h2('Podmínky vrácení'),
        ul([
          'zboží je nepoužité, kompletní a v původním nepoškozeném obalu,',
          'vrácení předem odsouhlasí váš obchodník nebo zákaznická podpora,',
          `účtujeme manipulační poplatek ${c.b2bRestockingFeePercent} % z ceny vráceného zboží,`,
          'zboží objednané na míru, s potiskem nebo na objednávku od výrobce vrátit nelze.',
        ]),
        h2('Dobropis'),
        p(
          'Po kontrole zboží vystavíme dobropis. Při platbě na fakturu ho započteme s nejbližší fakturou, ' +
            'jinak peníze pošleme na účet firmy do 14 dnů.',
        ),
        h2('Reklamace a poškození při přepravě'),
        p(
          `Odpovědnost za vady trvá 12 měsíců. Poškození při přepravě zapište do dodacího listu a nahlaste ` +
            `nám ho do 3 pracovních dnů na ${mailto(c.emailB2b)} nebo telefonicky na ${c.phoneB2b}.`,
        ),
      ),
    },
    en: {
      slug: 'vraceni-zbozi-b2b',
      title: 'Returns for business customers',
      metaDescription:
        `Horeca Shop business customers can return unused goods within ${c.b2bReturnDays} days by ` +
        'agreement. Conditions, fees and complaints.',
      content: html(
        p(
          `Business customers have no statutory right to return goods without a reason. We know that a ` +
            `business changes, though, so by agreement we take back unused goods within ` +
            `${c.b2bReturnDays} days of delivery.`,
        ),
        h2('Conditions'),
        ul([
          'the goods are unused, complete and in their original undamaged packaging,',
          'the return is approved in advance by your sales representative or customer support,',
          `we charge a handling fee of ${c.b2bRestockingFeePercent} % of the returned goods’ price,`,
          'goods made to measure, printed or ordered from the manufacturer for you cannot be returned.',
        ]),
        h2('Credit note'),
        p(
          'After checking the goods we issue a credit note. If you pay by invoice we offset it against ' +
            'your next invoice; otherwise we transfer the money to the company account within 14 days.',
        ),
        h2('Complaints and transport damage'),
        p(
          `Liability for defects lasts 12 months. Note transport damage on the delivery note and report it ` +
            `within 3 working days to ${mailto(c.emailB2b)} or by phone on ${c.phoneB2b}.`,
        ),
      ),
    },
  },
};

export const returnFormPage: PageSeed = {
  key: 'return-form',
  translations: {
    sk: {
      slug: 'formular-vraceni-zbozi',
      title: 'Formulár na vrátenie tovaru',
      metaDescription:
        'Ako vyplniť formulár na vrátenie tovaru alebo odstúpenie od zmluvy v Horeca Shop a kam poslať ' +
        'zásielku.',
      content: html(
        p(
          'Formulárom nám oznámite, že odstupujete od zmluvy alebo chcete tovar vymeniť. Odoslať ho musíte ' +
            `do ${c.withdrawalDays} dní od prevzatia tovaru; tovar potom pošlite najneskôr do ďalších 14 ` +
            'dní.',
        ),
        h2('Čo vo formulári vyplníte'),
        ul([
          'číslo objednávky (nájdete ho v potvrdzujúcom e-maile a v sekcii Moje objednávky),',
          'dátum prevzatia tovaru,',
          'vracané položky a ich počet; ak vraciate celú objednávku, stačí to uviesť,',
          'číslo účtu v tvare IBAN, na ktoré vám vrátime peniaze,',
          'dôvod vrátenia (nepovinné, pomôže nám zlepšiť ponuku).',
        ]),
        h2('Po odoslaní formulára'),
        ul([
          'do jedného pracovného dňa vám e-mailom potvrdíme prijatie,',
          'vytlačený formulár alebo aspoň číslo objednávky vložte do balíka,',
          'zásielku pošlite na adresu skladu v Prahe alebo v Bratislave alebo ju prineste do showroomu,',
          'o vrátení peňazí vás budeme informovať e-mailom.',
        ]),
        p(
          `Ak chcete tovar reklamovať, formulár nepoužívajte; napíšte nám na ${mailto(c.emailReturns)} ` +
            `a priložte fotografie vady.`,
        ),
      ),
    },
    cs: {
      slug: 'formular-vraceni-zbozi',
      title: 'Formulář pro vrácení zboží',
      metaDescription:
        'Jak vyplnit formulář pro vrácení zboží nebo odstoupení od smlouvy v Horeca Shop a kam poslat ' +
        'zásilku.',
      content: html(
        p(
          `Formulářem nám oznámíte, že odstupujete od smlouvy nebo chcete zboží vyměnit. Odeslat ho musíte ` +
            `do ${c.withdrawalDays} dnů od převzetí zboží; zboží pak pošlete nejpozději do dalších 14 dnů.`,
        ),
        h2('Co ve formuláři vyplníte'),
        ul([
          'číslo objednávky (najdete ho v potvrzovacím e-mailu a v sekci Moje objednávky),',
          'datum převzetí zboží,',
          'vracené položky a jejich počet; vracíte-li celou objednávku, stačí to uvést,',
          'číslo účtu, na které vám vrátíme peníze,',
          'důvod vrácení (nepovinné, pomůže nám zlepšit nabídku).',
        ]),
        h2('Po odeslání formuláře'),
        ul([
          'do jednoho pracovního dne vám e-mailem potvrdíme přijetí,',
          'vytištěný formulář nebo alespoň číslo objednávky vložte do balíku,',
          'zásilku pošlete na adresu skladu v Praze nebo v Bratislavě, nebo ji přineste do showroomu,',
          'o vrácení peněz vás budeme informovat e-mailem.',
        ]),
        p(
          `Chcete-li zboží reklamovat, formulář nepoužívejte; napište nám na ${mailto(c.emailReturns)} ` +
            `a přiložte fotografie vady.`,
        ),
      ),
    },
    en: {
      slug: 'formular-vraceni-zbozi',
      title: 'Return form',
      metaDescription:
        'How to fill in the Horeca Shop form for returning goods or withdrawing from a purchase, and where ' +
        'to send the parcel.',
      content: html(
        p(
          `Use the form to tell us that you are withdrawing from the contract or want to exchange goods. ` +
            `Send it within ${c.withdrawalDays} days of receiving the goods, then return them within a ` +
            `further 14 days.`,
        ),
        h2('What the form asks for'),
        ul([
          'the order number (in the confirmation e-mail and under My orders),',
          'the date you received the goods,',
          'the items you are returning and their quantity, or simply that you return the whole order,',
          'the IBAN of the account for your refund,',
          'the reason for the return (optional, but it helps us improve).',
        ]),
        h2('After you send the form'),
        ul([
          'we confirm receipt by e-mail within one working day,',
          'put the printed form, or at least the order number, in the parcel,',
          'send the parcel to our Prague or Bratislava warehouse or bring it to the showroom,',
          'we let you know by e-mail when the refund has been sent.',
        ]),
        p(
          `For a complaint about faulty goods do not use this form; e-mail ${mailto(c.emailReturns)} with ` +
            `photos of the defect instead.`,
        ),
      ),
    },
  },
};
