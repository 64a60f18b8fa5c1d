import { company as c } from '../company-data';
import { h2, html, mailto, p, ul } from '../html';
import type { PageSeed } from './types';

const controller = `${c.name}, ${c.street}, ${c.zip} ${c.city}, IČO ${c.companyId}`;

export const privacyPage: PageSeed = {
  key: 'privacy',
  translations: {
    sk: {
      slug: 'ochrana-osobnich-udaju',
      title: 'Ochrana osobných údajov',
      metaDescription:
        'Ako Horeca Shop spracúva osobné údaje zákazníkov: rozsah, účely, doba uchovávania, príjemcovia ' +
        'a vaše práva podľa GDPR.',
      content: html(
        h2('Prevádzkovateľ'),
        p(
          `Prevádzkovateľom osobných údajov je ${controller}. S otázkami k ochrane údajov sa na nás môžete ` +
            `obrátiť na adrese ${mailto(c.emailPrivacy)}.`,
        ),
        h2('Aké údaje spracúvame a prečo'),
        ul([
          'meno, adresu, e-mail a telefón na vybavenie objednávky a doručenie tovaru (plnenie zmluvy),',
          'fakturačné údaje a históriu objednávok na vedenie účtovníctva (zákonná povinnosť),',
          'prihlasovacie údaje a obľúbené produkty na správu zákazníckeho účtu (plnenie zmluvy),',
          'e-mail na zasielanie noviniek, ak ste sa prihlásili k odberu (súhlas),',
          'anonymizované údaje o návštevnosti na zlepšovanie obchodu (oprávnený záujem).',
        ]),
        h2('Ako dlho údaje uchovávame'),
        p(
          'Údaje z objednávok uchovávame počas trvania zmluvy a záruky, účtovné doklady 10 rokov. ' +
            'Zákaznícky účet môžete kedykoľvek zrušiť. E-mail na zasielanie noviniek uchovávame do ' +
            'odhlásenia; odkaz na odhlásenie je v každom e-maile.',
        ),
        h2('Komu údaje odovzdávame'),
        p(
          'Údaje odovzdávame iba v nevyhnutnom rozsahu dopravcom a prevádzkovateľom výdajných miest, ' +
            'platobnej bráne, poskytovateľovi účtovných služieb a poskytovateľovi hostingu. Všetci ' +
            'spracúvajú údaje v rámci Európskej únie a sú viazaní zmluvou o spracúvaní osobných údajov.',
        ),
        h2('Cookies'),
        p(
          'Nevyhnutné cookies držia obsah košíka, prihlásenie a zvolený jazyk. Analytické cookies ' +
            'používame len s vaším súhlasom, ktorý môžete kedykoľvek odvolať v nastaveniach prehliadača.',
        ),
        h2('Vaše práva'),
        p(
          'Máte právo na prístup k svojim údajom, ich opravu, vymazanie, obmedzenie spracúvania, ' +
            'prenosnosť a právo namietať. Súhlas môžete kedykoľvek odvolať. Ak sa domnievate, že údaje ' +
            'spracúvame nezákonne, môžete podať sťažnosť Úradu na ochranu osobných údajov Slovenskej ' +
            'republiky alebo českému Úradu pro ochranu osobních údajů.',
        ),
      ),
    },
    cs: {
      slug: 'ochrana-osobnich-udaju',
      title: 'Ochrana osobních údajů',
      metaDescription:
        'Jak Horeca Shop zpracovává osobní údaje zákazníků: rozsah, účely, doba uchování, příjemci ' +
        'a vaše práva podle GDPR.',
      content: html(
        h2('Správce'),
        p(
          `Správcem osobních údajů je ${controller}. S dotazy k ochraně údajů se na nás můžete obrátit na ` +
            `adrese ${mailto(c.emailPrivacy)}.`,
        ),
        h2('Jaké údaje zpracováváme a proč'),
        ul([
          'jméno, adresu, e-mail a telefon k vyřízení objednávky a doručení zboží (plnění smlouvy),',
          'fakturační údaje a historii objednávek k vedení účetnictví (právní povinnost),',
          'přihlašovací údaje a oblíbené produkty ke správě zákaznického účtu (plnění smlouvy),',
          'e-mail pro zasílání novinek, pokud jste se k odběru přihlásili (souhlas),',
          'anonymizované údaje o návštěvnosti ke zlepšování obchodu (oprávněný zájem).',
        ]),
        h2('Jak dlouho údaje uchováváme'),
        p(
          'Údaje z objednávek uchováváme po dobu trvání smlouvy a záruky, účetní doklady 10 let. ' +
            'Zákaznický účet můžete kdykoli zrušit. E-mail pro zasílání novinek uchováváme do odhlášení; ' +
            'odkaz pro odhlášení je v každém e-mailu.',
        ),
        h2('Komu údaje předáváme'),
        p(
          'Údaje předáváme jen v nezbytném rozsahu dopravcům a provozovatelům výdejních míst, platební ' +
            'bráně, poskytovateli účetních služeb a poskytovateli hostingu. Všichni zpracovávají údaje v ' +
            'rámci Evropské unie a jsou vázáni smlouvou o zpracování osobních údajů.',
        ),
        h2('Cookies'),
        p(
          'Nezbytné cookies drží obsah košíku, přihlášení a zvolený jazyk. Analytické cookies používáme ' +
            'jen s vaším souhlasem, který můžete kdykoli odvolat v nastavení prohlížeče.',
        ),
        h2('Vaše práva'),
        p(
          'Máte právo na přístup ke svým údajům, jejich opravu, výmaz, omezení zpracování, přenositelnost ' +
            'a právo vznést námitku. Souhlas můžete kdykoli odvolat. Pokud se domníváte, že údaje ' +
            'zpracováváme nezákonně, můžete podat stížnost u Úřadu pro ochranu osobních údajů.',
        ),
      ),
    },
    en: {
      slug: 'ochrana-osobnich-udaju',
      title: 'Privacy policy',
      metaDescription:
        'How Horeca Shop processes customers’ personal data: scope, purposes, retention, recipients and ' +
        'your rights under the GDPR.',
      content: html(
        h2('Controller'),
        p(
          `The controller of your personal data is ${controller}. Questions about data protection can be ` +
            `sent to ${mailto(c.emailPrivacy)}.`,
        ),
        h2('What we process and why'),
        ul([
          'name, address, e-mail and phone to process your order and deliver the goods (contract),',
          'billing details and order history for our accounting (legal obligation),',
          'login details and favourite products to run your customer account (contract),',
          'your e-mail for newsletters if you subscribed (consent),',
          'anonymised traffic data to improve the store (legitimate interest).',
        ]),
        h2('How long we keep data'),
        p(
          'Order data is kept for the duration of the contract and the warranty, accounting records for 10 ' +
            'years. You can close your customer account at any time. Newsletter e-mails are kept until you ' +
            'unsubscribe; every newsletter contains an unsubscribe link.',
        ),
        h2('Who receives your data'),
        p(
          'We share data only as far as necessary with carriers and pickup-point operators, the payment ' +
            'gateway, our accounting provider and our hosting provider. All of them process data within ' +
            'the European Union under a data processing agreement.',
        ),
        h2('Cookies'),
        p(
          'Essential cookies keep your cart, your login and the chosen language. Analytics cookies are ' +
            'used only with your consent, which you can withdraw at any time in your browser settings.',
        ),
        h2('Your rights'),
        p(
          'You have the right to access, rectify and erase your data, to restrict processing, to data ' +
            'portability and to object. You can withdraw consent at any time. If you believe we process ' +
            'data unlawfully, you may lodge a complaint with the Czech or Slovak data protection authority.',
        ),
      ),
    },
  },
};

export const privacyB2bPage: PageSeed = {
  key: 'privacy-b2b',
  translations: {
    sk: {
      slug: 'ochrana-osobnich-udaju-b2b',
      title: 'Ochrana osobných údajov pre firemných zákazníkov',
      metaDescription:
        'Spracúvanie osobných údajov kontaktných osôb firemných zákazníkov Horeca Shop: účely, ' +
        'doba uchovávania a práva.',
      content: html(
        h2('Koho sa tieto informácie týkajú'),
        p(
          `Týkajú sa kontaktných osôb a používateľov firemných účtov našich B2B zákazníkov. ` +
            `Prevádzkovateľom je ${controller}; kontakt: ${mailto(c.emailPrivacy)}.`,
        ),
        h2('Účely a právny základ'),
        ul([
          'správa firemného účtu a jeho používateľov, vybavovanie objednávok a fakturácia (plnenie zmluvy),',
          'starostlivosť obchodníka, individuálne ponuky a cenníky (oprávnený záujem),',
          'overenie firmy pri registrácii vo verejných registroch (oprávnený záujem),',
          'odborné novinky pre firmy, ak ste sa k nim prihlásili (súhlas).',
        ]),
        h2('Doba uchovávania'),
        p(
          'Údaje používateľov firemného účtu uchovávame počas trvania obchodného vzťahu. Po zrušení ' +
            'prístupu používateľa jeho údaje vymažeme do 30 dní; doklady, na ktorých je uvedený, ' +
            'uchovávame podľa účtovných predpisov 10 rokov.',
        ),
        h2('Správa používateľov'),
        p(
          'Správca firemného účtu môže pridávať a odoberať používateľov vo svojej firme. Za to, že ' +
            'pridané osoby sú o spracúvaní informované, zodpovedá firma zákazníka.',
        ),
        h2('Vaše práva'),
        p(
          'Kontaktné osoby majú rovnaké práva ako ostatní zákazníci: prístup, oprava, vymazanie, ' +
            'obmedzenie, prenosnosť a námietka. Sťažnosť môžete podať dozornému orgánu pre ochranu ' +
            'osobných údajov.',
        ),
      ),
    },
    cs: {
      slug: 'ochrana-osobnich-udaju-b2b',
      title: 'Ochrana osobních údajů pro firemní zákazníky',
      metaDescription:
        'Zpracování osobních údajů kontaktních osob firemních zákazníků Horeca Shop: účely, doba ' +
        'uchování a práva.',
      content: html(
        h2('Koho se tyto informace týkají'),
        p(
          `Týkají se kontaktních osob a uživatelů firemních účtů našich B2B zákazníků. Správcem je ` +
            `${controller}; kontakt: ${mailto(c.emailPrivacy)}.`,
        ),
        h2('Účely a právní základ'),
        ul([
          'správa firemního účtu a jeho uživatelů, vyřizování objednávek a fakturace (plnění smlouvy),',
          'péče obchodníka, individuální nabídky a ceníky (oprávněný zájem),',
          'ověření firmy při registraci ve veřejných rejstřících (oprávněný zájem),',
          'odborné novinky pro firmy, pokud jste se k nim přihlásili (souhlas).',
        ]),
        h2('Doba uchování'),
        p(
          'Údaje uživatelů firemního účtu uchováváme po dobu trvání obchodního vztahu. Po zrušení přístupu ' +
            'uživatele jeho údaje vymažeme do 30 dnů; doklady, na kterých je uveden, uchováváme podle ' +
            'účetních předpisů 10 let.',
        ),
        h2('Správa uživatelů'),
        p(
          'Správce firemního účtu může přidávat a odebírat uživatele ve své firmě. Za to, že přidané osoby ' +
            'jsou o zpracování informovány, odpovídá firma zákazníka.',
        ),
        h2('Vaše práva'),
        p(
          'Kontaktní osoby mají stejná práva jako ostatní zákazníci: přístup, oprava, výmaz, omezení, ' +
            'přenositelnost a námitka. Stížnost můžete podat u Úřadu pro ochranu osobních údajů.',
        ),
      ),
    },
    en: {
      slug: 'ochrana-osobnich-udaju-b2b',
      title: 'Privacy policy for business customers',
      metaDescription:
        'How Horeca Shop processes the personal data of business customers’ contact persons: purposes, ' +
        'retention and rights.',
      content: html(
        h2('Who this applies to'),
        p(
          `This notice covers contact persons and users of our B2B customers’ company accounts. The ` +
            `controller is ${controller}; contact: ${mailto(c.emailPrivacy)}.`,
        ),
        h2('Purposes and legal basis'),
        ul([
          'managing the company account and its users, processing orders and invoicing (contract),',
          'care by your sales representative, individual offers and price lists (legitimate interest),',
          'verifying the company in public registers at registration (legitimate interest),',
          'trade newsletters for businesses if you subscribed (consent).',
        ]),
        h2('Retention'),
        p(
          'Data of company account users is kept for the duration of the business relationship. When a ' +
            'user’s access is removed, we erase their data within 30 days; documents that name them are ' +
            'kept for 10 years under accounting rules.',
        ),
        h2('Managing users'),
        p(
          'A company account admin can add and remove users in their company. The customer company is ' +
            'responsible for informing the people it adds about this processing.',
        ),
        h2('Your rights'),
        p(
          'Contact persons have the same rights as other customers: access, rectification, erasure, ' +
            'restriction, portability and objection. You may lodge a complaint with a data protection ' +
            'supervisory authority.',
        ),
      ),
    },
  },
};
