// About page, Italian.
import type { PageContent } from '../../page-content.ts';

export default {
  intro:
    'Contacto aiuta persone di tutto il mondo a mettersi in contatto con donne della Repubblica Dominicana che cercano una relazione seria. Ogni profilo viene inviato dalla donna stessa, controllato dal nostro team e pubblicato solo con il suo consenso.',
  sections: [
    {
      id: 'mission',
      heading: 'La nostra missione',
      blocks: [
        'Conoscere qualcuno di un altro paese non dovrebbe dipendere dalla fortuna, da account falsi o da agenzie costose. La nostra missione è rendere il primo contatto semplice, onesto e sicuro per entrambe le parti.',
        'Per le donne su Contacto significa decidere da sole che cosa condividere: quali contatti, quali foto e con quali acquirenti. Per chi le contatta significa profili reali e verificati e un prezzo chiaro, senza abbonamenti né canoni mensili.',
      ],
    },
    {
      id: 'verification',
      heading: 'Come verifichiamo ogni profilo',
      blocks: ['Nessun profilo viene pubblicato senza superare tre passaggi. La verifica richiede di solito 24–48 ore.'],
      steps: [
        {
          id: 'step-submission',
          title: 'Invio',
          text: 'Crea lei stessa il suo profilo, sceglie i canali di contatto che vuole condividere e dà il suo consenso. L’invio è gratuito.',
        },
        {
          id: 'step-verification',
          title: 'Verifica',
          text: 'Il nostro team controlla che abbia almeno 18 anni, che le foto siano autentiche e coerenti e che i contatti funzionino. I dati di posizione delle foto vengono rimossi.',
        },
        {
          id: 'step-approval',
          title: 'Approvazione',
          text: 'Vengono pubblicati solo i profili approvati. Lei può modificare, sospendere o eliminare il profilo in qualsiasi momento con il suo link privato di gestione.',
        },
      ],
    },
    {
      id: 'what-we-are',
      heading: 'Che cosa è Contacto, e che cosa non è',
      blocks: [
        'Contacto è una piattaforma di e-commerce per informazioni di contatto. Paghi una sola volta per i contatti che una donna ha scelto di condividere e li ricevi subito dopo il pagamento. Quello che succede dopo è una conversazione tra due adulti.',
        [
          'Non siamo un sito di incontri, un’agenzia matrimoniale o un servizio di matchmaking.',
          'Non scriviamo messaggi a nome di nessuno, non organizziamo incontri né viaggi.',
          'Non promettiamo mai una risposta, una relazione o un matrimonio.',
        ],
      ],
    },
    {
      id: 'consent',
      heading: 'Prima di tutto il consenso',
      blocks: [
        'Ogni donna decide quali canali condividere e può chiedere di approvare personalmente ogni acquirente. Può revocare il consenso quando vuole: il suo profilo scompare allora dal sito, dai risultati dei motori di ricerca e dalle copie salvate sui dispositivi dei visitatori.',
        'Per saperne di più, leggi la nostra [Informativa sulla privacy](privacy) e i nostri [Consigli di sicurezza](safety).',
      ],
    },
    {
      id: 'company',
      heading: 'Chi siamo',
      blocks: [
        'Contacto è gestito da un piccolo team negli Stati Uniti e nella Repubblica Dominicana ed è operato da una società a responsabilità limitata (LLC) statunitense. Il sito è disponibile in sei lingue e il nostro team di assistenza risponde entro 24 ore. Puoi scriverci dalla nostra [pagina dei contatti](contact).',
      ],
    },
  ],
} satisfies PageContent;
