// Privacy Policy, Dutch.
import { COMPANY, companyAddressInline } from '../../company.ts';
import type { PageContent } from '../../page-content.ts';

export default {
  intro:
    'Dit beleid legt uit welke persoonsgegevens Contacto verzamelt, waarom we ze nodig hebben, hoe lang we ze bewaren en welke rechten je hebt. We verzamelen zo weinig mogelijk, verkopen geen persoonsgegevens en gebruiken geen tracking- of advertentiecookies.',
  sections: [
    {
      id: 'controller',
      heading: 'Wie verantwoordelijk is',
      blocks: [
        `Contacto wordt geëxploiteerd door ${COMPANY.legalName}, een vennootschap met beperkte aansprakelijkheid, geregistreerd in de staat ${COMPANY.state}, Verenigde Staten („Contacto”, „wij”). Postadres: ${companyAddressInline('nl')}.`,
        `Voor vragen of verzoeken over privacy kun je mailen naar [${COMPANY.privacyEmail}](mailto:${COMPANY.privacyEmail}).`,
      ],
    },
    {
      id: 'buyers',
      heading: 'Gegevens van kopers',
      blocks: [
        'Als je contactgegevens koopt, bewaren we:',
        [
          'je e-mailadres, om je bestelling te leveren, je het ontvangstbewijs te sturen en je aankoop later opnieuw te kunnen openen;',
          'je naam, als je die opgeeft;',
          'je bestellingen: de gekochte profielen, de bedragen, de datum, de taal en de status van de betaling;',
          'het land waar je woont, dat je bij het afrekenen kiest, omdat aankopen uit sommige landen vooraf de goedkeuring van de vrouw nodig hebben (zie onze [Servicevoorwaarden](terms));',
          'als je land haar goedkeuring vereist (bijvoorbeeld de Verenigde Staten), je antwoorden op het verklaringsformulier: je voornaam, eventuele strafrechtelijke veroordelingen of beschermingsbevelen, je huwelijken, je kinderen en de plaatsen waar je hebt gewoond. Ze worden verzegeld bewaard, versleuteld met een sleutel die alleen onze server heeft, en alleen getoond aan de vrouw om wier goedkeuring je vraagt en, als het nodig is, aan onze superbeheerders. Ze worden 30 dagen na de laatste beslissing over je aankoop gewist.',
        ],
        'Als je een account aanmaakt, bewaren we ook je gebruikersnaam, je e-mailadres, je wachtwoord (alleen als veilige hash, nooit leesbaar) en je lijst met favoriete profielen. In je accountinstellingen kun je op elk moment je gegevens downloaden en je account verwijderen.',
      ],
    },
    {
      id: 'submitters',
      heading: 'Gegevens van vrouwen die een profiel insturen',
      blocks: [
        'Als een vrouw haar profiel instuurt, bewaren we wat ze in het formulier invult: naam, leeftijd, woonplaats, beschrijving, persoonlijke gegevens, foto’s en video’s, en de contactgegevens die ze wil delen. Voordat we foto’s opslaan, verwijderen we hun verborgen metadata, waaronder de gps-locatie.',
        'We leggen ook haar toestemming vast: het tijdstip, de versie van de toestemmingstekst die ze heeft aanvaard en het IP-adres waarvandaan ze die gaf, als hash (eenrichtingsversleuteling). Ook haar privé-beheerlink wordt alleen als hash bewaard.',
        'Haar contactgegevens worden nooit openbaar getoond. Ze worden alleen verstrekt aan kopers die ervoor hebben betaald, en alleen onder de voorwaarden die zij heeft gekozen.',
      ],
    },
    {
      id: 'support',
      heading: 'Berichten en meldingen',
      blocks: [
        'Als je ons schrijft of een probleem meldt, bewaren we je bericht, je e-mailadres (tenzij je anoniem meldt), de taal van de pagina en eventuele bestanden die je als bewijs meestuurt, zodat we kunnen antwoorden en optreden.',
      ],
    },
    {
      id: 'technical',
      heading: 'Technische gegevens',
      blocks: [
        'Om de dienst tegen misbruik te beschermen (bijvoorbeeld te veel inlogpogingen of verzonden formulieren) verwerken we IP-adressen. We bewaren ze alleen als hash, waaruit het oorspronkelijke adres niet te herleiden is. Onze serverlogs bevatten geen cookies of wachtwoorden en worden na 30 dagen verwijderd.',
        'We gebruiken geen analyse-, advertentie- of socialemediatrackers.',
      ],
    },
    {
      id: 'on-device',
      heading: 'Gegevens op je apparaat',
      blocks: [
        'Om de site snel te maken en offline te laten werken, worden sommige gegevens in je browser op je eigen apparaat bewaard en niet naar ons verstuurd:',
        [
          'je taalkeuze (de sleutels language, language_choice en language_suggestion_dismissed in de lokale opslag);',
          'je winkelwagen (in oudere versies de sleutel cart-storage, nu onderdeel van de database op je apparaat);',
          'een kopie van de openbare profielen (de catalogusreplica), zodat je offline kunt rondkijken;',
          'je favorieten en wijzigingen die nog verzonden moeten worden;',
          'de contactgegevens die je hebt gekocht, zodat je ze offline kunt lezen;',
          'ingestuurde profielen die op een verbinding wachten.',
        ],
        'Je kunt deze gegevens op elk moment wissen door in de instellingen van je browser de sitegegevens te verwijderen. Ons [Cookiebeleid](cookies) licht elk onderdeel toe.',
      ],
    },
    {
      id: 'purposes',
      heading: 'Waarvoor we je gegevens gebruiken',
      blocks: [
        [
          'Om onze overeenkomst met je uit te voeren: contactgegevens verkopen en leveren, een profiel publiceren, je account beheren.',
          'Met toestemming: het profiel van een vrouw publiceren en haar contactgegevens verstrekken. Ze kan deze toestemming op elk moment intrekken.',
          'Op grond van ons gerechtvaardigd belang: fraude en misbruik voorkomen, de dienst veilig houden en je berichten beantwoorden.',
          'Om aan wettelijke verplichtingen te voldoen: boekhoud- en belastingadministratie en antwoorden op rechtmatige verzoeken van autoriteiten.',
        ],
      ],
    },
    {
      id: 'sharing',
      heading: 'Wie je gegevens ontvangt',
      blocks: [
        'We verkopen of verhuren nooit persoonsgegevens. We delen ze alleen met:',
        [
          'Stripe, onze betaaldienst, die je kaartgegevens verwerkt volgens zijn eigen [privacybeleid](https://stripe.com/privacy);',
          'de leveranciers die onze servers hosten, onze mediabestanden opslaan en onze e-mails versturen, en die gegevens alleen in onze opdracht verwerken;',
          'kopers, die alleen de contactgegevens ontvangen die een vrouw wilde delen, na betaling en onder de voorwaarden die zij heeft gesteld;',
          'autoriteiten, als de wet dat vereist.',
        ],
      ],
    },
    {
      id: 'withdrawal',
      heading: 'Toestemming intrekken en een profiel verwijderen',
      blocks: [
        'Een vrouw kan haar toestemming op elk moment intrekken of haar profiel verwijderen, via haar privé-beheerlink of door ons te schrijven. Ook wij kunnen een profiel verwijderen, bijvoorbeeld na een verwijderingsverzoek. Vanaf dat moment verdwijnt haar profiel van de openbare site, wordt zoekmachines gevraagd het te verwijderen, worden de kopieën op de apparaten van bezoekers gewist zodra die apparaten weer verbinding maken en worden haar contactgegevens aan niemand meer verstrekt.',
        'Wanneer een profiel wordt verwijderd, via haar link, door een beheerder of na een verwijderingsverzoek, worden haar persoonsgegevens meteen gewist:',
        [
          'haar namen en haar e-mailadres;',
          'haar contactkanalen en hun gegevens;',
          'de teksten die ze schreef (haar beschrijving en persoonlijke gegevens);',
          'haar foto’s en video’s, in elke opslag die we gebruiken, met alle verkleinde kopieën;',
          'de adressen (slugs) van haar profielpagina.',
        ],
        'Wat blijft, met haar persoonlijke velden leeggemaakt:',
        [
          'de bestellingen waarmee haar contactgegevens zijn gekocht, met hun prijs en het feit van de verkoop, voor de boekhouding;',
          'de registratie van haar toestemming: de versie van de tekst die ze aanvaardde en de momenten waarop ze die gaf en introk;',
          'ons auditlogboek van beheerhandelingen.',
        ],
        'Contactgegevens die vóór de verwijdering aan kopers zijn geleverd, kunnen niet worden teruggehaald. Kopers mogen ze echter niet publiceren of doorgeven, en we blokkeren elke koper die ze misbruikt.',
      ],
    },
    {
      id: 'retention',
      heading: 'Hoe lang we gegevens bewaren',
      blocks: [
        [
          'Bestellingen en ontvangstbewijzen: 7 jaar na de aankoop, zoals de boekhoud- en belastingregels vereisen; daarna worden ze gewist.',
          'Berichten van onze betaaldienst over een betaling, met het e-mailadres en de naam van de koper: 30 dagen nadat we ze hebben verwerkt; daarna blijven alleen hun soort en tijdstippen over.',
          'De antwoorden van een koper op het verklaringsformulier: verzegeld vanaf het moment dat ze worden verstuurd, en gewist 30 dagen na de laatste beslissing over de aankoop (haar antwoord of het verstrijken van haar termijn), of 30 dagen nadat een onbetaalde aankoop is geëindigd.',
          'Accounts: tot je het jouwe verwijdert in je accountinstellingen, of 3 jaar na je laatste login, wanneer het account met zijn favorieten en sessies wordt gewist. De bestellingen blijven voor de boekhouding, zoals hierboven, zonder je e-mailadres, je naam en je kaartgegevens.',
          'Loginsessies: een sessie eindigt na 7 dagen zonder gebruik, en uiterlijk na 90 dagen.',
          'Profielen: zolang zij ze houdt; het verwijderen van een profiel wist haar persoonsgegevens meteen (zie hierboven).',
          'Toestemmingsregistraties: 3 jaar na het verwijderen van een profiel, als bewijs dat er toestemming was; daarna worden ze gewist met wat er van het profiel over was.',
          'Berichten aan ons: 2 jaar na ons laatste antwoord (of na aankomst, als we niet hebben geantwoord). Meldingen en verwijderingsverzoeken, met hun bewijsbestanden: 2 jaar nadat ze zijn afgesloten.',
          'Het auditlogboek van beheerhandelingen: 7 jaar.',
          'Als hash bewaarde IP-adressen om misbruik te beperken: 1 dag (die in een toestemmingsregistratie blijft bij die registratie).',
          'Foto’s en video’s geüpload voor een profiel dat nooit is verstuurd: 6 uur.',
          'Serverlogs: 30 dagen.',
        ],
      ],
    },
    {
      id: 'transfers',
      heading: 'Doorgifte naar andere landen',
      blocks: [
        'Contacto wordt vanuit de Verenigde Staten geëxploiteerd, dus je gegevens worden daar verwerkt. Als we gegevens uit de Europese Economische Ruimte, het Verenigd Koninkrijk of Zwitserland doorgeven, baseren we ons op de standaardcontractbepalingen van de Europese Commissie of een gelijkwaardige waarborg.',
      ],
    },
    {
      id: 'rights',
      heading: 'Je rechten',
      blocks: [
        'Afhankelijk van waar je woont (bijvoorbeeld onder de AVG in Europa of de CCPA in Californië) heb je het recht om:',
        [
          'de gegevens die we over je hebben in te zien en een kopie te ontvangen;',
          'onjuiste gegevens te laten corrigeren;',
          'je gegevens te laten wissen;',
          'bezwaar te maken tegen bepaald gebruik of dat te laten beperken;',
          'je gegevens in een overdraagbaar formaat te ontvangen;',
          'je toestemming op elk moment in te trekken, zonder dat dit eerdere verwerking raakt.',
        ],
        `Mail naar [${COMPANY.privacyEmail}](mailto:${COMPANY.privacyEmail}). We antwoorden binnen 30 dagen. Je hebt ook het recht een klacht in te dienen bij de gegevensbeschermingsautoriteit in je land.`,
      ],
    },
    {
      id: 'security',
      heading: 'Beveiliging',
      blocks: [
        'Alle verbindingen zijn versleuteld (HTTPS). Wachtwoorden, beheerlinks, IP-adressen en de e-mailadressen van geblokkeerde kopers bewaren we alleen als hash, en de antwoorden van kopers op het verklaringsformulier verzegeld met een sleutel die alleen onze server heeft. Alleen medewerkers die het nodig hebben, hebben toegang tot persoonsgegevens (alleen superbeheerders kunnen die antwoorden openen), en elke beheerhandeling wordt vastgelegd.',
      ],
    },
    {
      id: 'adults-only',
      heading: 'Alleen voor volwassenen',
      blocks: [
        'Contacto is alleen bedoeld voor mensen van 18 jaar en ouder. We verzamelen niet bewust gegevens van minderjarigen en verwijderen elk profiel of account van iemand onder de 18.',
      ],
    },
    {
      id: 'changes',
      heading: 'Wijzigingen in dit beleid',
      blocks: [
        'Als we dit beleid wijzigen, publiceren we de nieuwe versie hier met een nieuwe datum. Bij belangrijke wijzigingen laten we het je weten per e-mail of met een melding op de site.',
      ],
    },
  ],
} satisfies PageContent;
