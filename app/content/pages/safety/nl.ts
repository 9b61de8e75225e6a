// Safety Tips, Dutch.
import type { PageContent } from '../../page-content.ts';

export default {
  intro:
    'De meeste gesprekken die op Contacto beginnen, zijn vriendelijk en oprecht. Met deze tips houd je dat zo: hoe je jezelf beschermt tijdens het contact, hoe je datingfraude herkent en hoe je veilig afspreekt.',
  sections: [
    {
      id: 'talking',
      heading: 'Veilig contact',
      blocks: [
        [
          'Neem de tijd. Leer elkaar kennen via berichten en videogesprekken voordat je iets anders plant.',
          'Doe al vroeg een videogesprek. Zo weet je het makkelijkst zeker dat je praat met de persoon van het profiel.',
          'Houd persoonlijke informatie in het begin voor jezelf: je huisadres, je werkplek, je financiële gegevens en kopieën van je identiteitskaart of paspoort.',
          'Wees respectvol. Als ze niet antwoordt of nee zegt, accepteer dat en blijf niet aandringen.',
        ],
      ],
    },
    {
      id: 'romance-scams',
      heading: 'Datingfraude herkennen',
      blocks: [
        'Oplichters maken valse identiteiten aan, winnen snel vertrouwen en verzinnen dan een reden om om geld te vragen. Let op als iemand die je online hebt leren kennen:',
        [
          'al heel snel sterke gevoelens uit of na een paar berichten over trouwen begint;',
          'altijd een smoes heeft om videogesprekken of een ontmoeting te vermijden;',
          'een plotselinge noodsituatie vertelt: een zieke verwant, een ongeluk, een geblokkeerde bankrekening of een probleem bij de douane;',
          'vraagt om het gesprek naar een andere app te verplaatsen en het geheim te houden;',
          'om geld, cadeaukaarten, cryptovaluta, je bankgegevens of hulp bij een „zakelijke kans” vraagt.',
        ],
      ],
    },
    {
      id: 'never-send-money',
      heading: 'Stuur nooit geld',
      blocks: [
        'Stuur nooit geld, cadeaukaarten, cryptovaluta of vliegtickets naar iemand die je niet persoonlijk hebt ontmoet, hoe overtuigend het verhaal ook klinkt. Geld dat zo is verstuurd, krijg je bijna nooit terug.',
        'Contacto ontvangt alleen betalingen via de eigen beveiligde kassa, en alleen voor contactgegevens. We zullen je nooit vragen iemand rechtstreeks te betalen, „ontgrendelkosten” te betalen of buiten onze site te betalen. Doet iemand dat wel, dan is het oplichting: [meld het](report).',
      ],
    },
    {
      id: 'meeting',
      heading: 'Elkaar ontmoeten',
      blocks: [
        [
          'Spreek de eerste keer overdag af op een drukke openbare plek, zoals een café of restaurant.',
          'Vertel een vriend of familielid waar je heen gaat, met wie je afspreekt en wanneer je terug denkt te zijn.',
          'Regel je eigen vervoer en je eigen accommodatie, en bepaal zelf wanneer je vertrekt.',
          'Houd je telefoon opgeladen en drink met mate. Laat je drankje en je spullen nooit onbeheerd achter.',
          'Vertrouw op je gevoel. Als iets niet goed voelt, mag je op elk moment weggaan.',
        ],
      ],
    },
    {
      id: 'travel',
      heading: 'Reizen naar de Dominicaanse Republiek',
      blocks: [
        [
          'Lees voor je boekt het reisadvies van je eigen overheid en de inreisregels.',
          'Sluit een reisverzekering af en bewaar kopieën van je paspoort apart van het origineel.',
          'Gebruik geregistreerde taxi’s of bekende taxi-apps en laat geen dure spullen of veel contant geld zien.',
          'Sla het adres en telefoonnummer op van de ambassade of het consulaat van je land.',
        ],
      ],
    },
    {
      id: 'something-wrong',
      heading: 'Als er iets misgaat',
      blocks: [
        'Ben je in gevaar, bel dan meteen het alarmnummer. Stop in alle andere gevallen het gesprek, maak screenshots van de berichten en [meld het bij ons](report). We bekijken elke melding binnen 24 uur en kunnen profielen verwijderen en kopers blokkeren. Ben je geld kwijtgeraakt, meld het dan ook bij je bank en doe aangifte bij de politie.',
      ],
    },
  ],
} satisfies PageContent;
