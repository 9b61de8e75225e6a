// Safety Tips, Italian.
import type { PageContent } from '../../page-content.ts';

export default {
  intro:
    'La maggior parte delle conversazioni che iniziano su Contacto sono cordiali e sincere. Questi consigli ti aiutano a fare in modo che resti così: come proteggerti mentre parli, come riconoscere una truffa sentimentale e come incontrare qualcuno di persona in sicurezza.',
  sections: [
    {
      id: 'talking',
      heading: 'Parlare in sicurezza',
      blocks: [
        [
          'Prenditi il tuo tempo. Conoscetevi con messaggi e videochiamate prima di pianificare qualsiasi altra cosa.',
          'Fai presto una videochiamata. È il modo più semplice per essere sicuro che la persona con cui parli sia quella del profilo.',
          'All’inizio tieni per te le informazioni personali: indirizzo di casa, luogo di lavoro, dati finanziari e copie del documento d’identità o del passaporto.',
          'Sii rispettoso. Se lei non risponde o dice di no, accettalo e non insistere.',
        ],
      ],
    },
    {
      id: 'romance-scams',
      heading: 'Riconoscere una truffa sentimentale',
      blocks: [
        'I truffatori creano identità false, conquistano rapidamente la fiducia e poi inventano un motivo per chiedere denaro. Fai attenzione quando una persona conosciuta online:',
        [
          'dichiara sentimenti molto forti quasi subito o parla di matrimonio dopo pochi messaggi;',
          'trova sempre una scusa per evitare le videochiamate o un incontro di persona;',
          'ti racconta un’emergenza improvvisa: un parente malato, un incidente, un conto bancario bloccato o un problema alla dogana;',
          'ti chiede di spostare la conversazione su un’altra app e di tenerla segreta;',
          'ti chiede denaro, carte regalo, criptovalute, i tuoi dati bancari o aiuto per un’“opportunità d’affari”.',
        ],
      ],
    },
    {
      id: 'never-send-money',
      heading: 'Non inviare mai denaro',
      blocks: [
        'Non inviare mai denaro, carte regalo, criptovalute o biglietti aerei a qualcuno che non hai incontrato di persona, per quanto convincente sembri la storia. Il denaro inviato in questo modo non si recupera quasi mai.',
        'Contacto accetta pagamenti solo sulla propria pagina di pagamento sicura, e solo per i contatti. Non ti chiederemo mai di pagare direttamente qualcuno, di pagare una “tassa di sblocco” o di pagare fuori dal nostro sito. Se qualcuno lo fa, è una truffa: [segnalala](report).',
      ],
    },
    {
      id: 'meeting',
      heading: 'Incontrarsi di persona',
      blocks: [
        [
          'Per il primo incontro scegli un luogo pubblico e frequentato, come un bar o un ristorante, di giorno.',
          'Di’ a un amico o a un familiare dove vai, chi incontri e quando pensi di tornare.',
          'Organizza da solo il trasporto e l’alloggio, e decidi tu quando andartene.',
          'Tieni il telefono carico e bevi con moderazione. Non lasciare mai incustoditi il tuo drink o le tue cose.',
          'Fidati del tuo istinto. Se qualcosa non ti convince, puoi andartene in qualsiasi momento.',
        ],
      ],
    },
    {
      id: 'travel',
      heading: 'Viaggiare nella Repubblica Dominicana',
      blocks: [
        [
          'Prima di prenotare, consulta le indicazioni di viaggio del tuo governo e i requisiti d’ingresso.',
          'Stipula un’assicurazione di viaggio e conserva le copie del passaporto separate dall’originale.',
          'Usa taxi autorizzati o app di trasporto affidabili ed evita di mostrare oggetti costosi o molto contante.',
          'Salva l’indirizzo e il numero di telefono dell’ambasciata o del consolato del tuo paese.',
        ],
      ],
    },
    {
      id: 'something-wrong',
      heading: 'Se qualcosa va storto',
      blocks: [
        'Se sei in pericolo, chiama subito il numero di emergenza. In tutti gli altri casi interrompi la conversazione, salva gli screenshot dei messaggi e [segnalacelo](report). Esaminiamo ogni segnalazione entro 24 ore e possiamo rimuovere profili e bloccare acquirenti. Se hai perso del denaro, denuncia il fatto anche alla tua banca e alla polizia.',
      ],
    },
  ],
} satisfies PageContent;
