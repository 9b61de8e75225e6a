// Disclaimer, Dutch.
import { COMPANY } from '../../company.ts';
import type { PageContent } from '../../page-content.ts';

export default {
  intro:
    'Contacto verkoopt contactinformatie. Deze pagina legt uit wat we wel en niet kunnen beloven, zodat je de dienst met realistische verwachtingen gebruikt.',
  sections: [
    {
      id: 'nature',
      heading: 'Contactinformatie, geen dating- of huwelijksbureau',
      blocks: [
        'Contacto is een e-commerceplatform voor contactinformatie. We zijn geen datingsite, geen huwelijksbureau en geen relatiebemiddeling, en we zijn geen partij bij de gesprekken of relaties die na een aankoop kunnen ontstaan. We garanderen geen antwoord, ontmoeting, relatie of huwelijk.',
      ],
    },
    {
      id: 'verification',
      heading: 'Grenzen van de verificatie',
      blocks: [
        'Ons team controleert elk profiel voordat het wordt gepubliceerd: leeftijd, foto’s en contactgegevens. Verificatie verkleint de kans op nepprofielen sterk, maar kan die niet uitsluiten, en we kunnen niet alles controleren wat iemand over zichzelf schrijft. Persoonlijke gegevens, interesses en bedoelingen beschrijft elke vrouw in haar eigen woorden.',
      ],
    },
    {
      id: 'availability',
      heading: 'Contactgegevens kunnen veranderen',
      blocks: [
        'Contactgegevens kloppen op het moment van levering, maar soms veranderen mensen van nummer of sluiten ze een account. Zijn de gegevens ongeldig als je ze ontvangt, dan overwegen we een terugbetaling, zoals uitgelegd in onze [Servicevoorwaarden](terms).',
      ],
    },
    {
      id: 'figures',
      heading: 'Cijfers en succesverhalen',
      blocks: [
        'De cijfers op de site (500+ geverifieerde profielen, 50+ succesverhalen, 25+ landen, 5-sterrenbeoordeling) beschrijven Contacto als geheel door de tijd heen. Succesverhalen zijn persoonlijke ervaringen van individuele klanten; het zijn geen gemiddelde resultaten en geen belofte aan jou.',
      ],
    },
    {
      id: 'conduct',
      heading: 'Je eigen verantwoordelijkheid',
      blocks: [
        'Je bent zelf verantwoordelijk voor hoe je communiceert en voor de beslissingen die je neemt, ook als je reist en iemand persoonlijk ontmoet. Volg onze [Veiligheidstips](safety) en stuur nooit geld naar iemand die je online hebt leren kennen.',
      ],
    },
    {
      id: 'no-advice',
      heading: 'Geen juridisch of immigratieadvies',
      blocks: [
        'Niets op Contacto is juridisch, immigratie-, reis- of financieel advies. Regels over visa, huwelijken en internationale relaties verschillen per land; raadpleeg een gekwalificeerde deskundige of de bevoegde instanties.',
      ],
    },
    {
      id: 'third-party',
      heading: 'Diensten van derden',
      blocks: [
        'WhatsApp, Instagram, Telegram, Facebook, TikTok en e-mailproviders zijn onafhankelijke diensten die niet aan Contacto verbonden zijn. Als je ze gebruikt, gelden hun eigen voorwaarden en privacybeleid, en wij zijn er niet verantwoordelijk voor.',
      ],
    },
    {
      id: 'liability',
      heading: 'Beperking van aansprakelijkheid',
      blocks: [
        `Voor zover de wet dat toestaat, is ${COMPANY.legalName} niet aansprakelijk voor indirecte schade of gevolgschade, of voor het gedrag van gebruikers, en is haar aansprakelijkheid voor een aankoop beperkt tot het daarvoor betaalde bedrag. Je dwingende rechten als consument blijven onverlet.`,
      ],
    },
  ],
} satisfies PageContent;
