// Terms of Service, Italian.
import { COMPANY, companyAddressInline } from '../../company.ts';
import type { PageContent } from '../../page-content.ts';

export default {
  intro: `Questi termini regolano l’uso di Contacto, gestito da ${COMPANY.legalName}. Navigando sul sito, acquistando contatti o inviando un profilo, li accetti. Ti invitiamo a leggerli con attenzione.`,
  sections: [
    {
      id: 'service',
      heading: 'Che cos’è Contacto',
      blocks: [
        'Contacto è una piattaforma di e-commerce per informazioni di contatto. Pubblichiamo profili che donne della Repubblica Dominicana ci hanno inviato e che abbiamo verificato, e vendiamo i contatti che ciascuna di loro ha scelto di condividere.',
        'Contacto non è un sito di incontri, un’agenzia matrimoniale o un servizio di matchmaking. Non organizziamo incontri, non traduciamo né scriviamo messaggi, non organizziamo viaggi e non partecipiamo alle tue conversazioni, e non garantiamo che qualcuno risponda.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Chi può usare Contacto',
      blocks: [
        'Devi avere almeno 18 anni ed essere legalmente in grado di concludere un contratto. Non devi usare Contacto dove ciò è contrario alla legge del tuo paese.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Account',
      blocks: [
        'Per acquistare non serve un account. Un account facoltativo ti permette di salvare i profili preferiti. Non condividere la tua password: sei responsabile di ciò che accade nel tuo account. Possiamo chiudere gli account che violano questi termini.',
      ],
    },
    {
      id: 'purchases',
      heading: 'Prezzi, pagamento e consegna',
      blocks: [
        [
          'Ogni contatto costa $2 per ordini da 1 a 9 contatti; da 10 contatti, ognuno costa $1.00.',
          'I prezzi sono in dollari statunitensi (USD), la commissione di elaborazione è di $0.00 e non ci sono abbonamenti né addebiti ricorrenti.',
          'I pagamenti sono gestiti da Stripe. Non riceviamo mai il numero della tua carta.',
          'I contatti vengono consegnati sullo schermo e via email subito dopo il pagamento.',
        ],
        'Acquisti i contatti che la donna ha scelto di condividere al momento del tuo acquisto. Un acquisto non ti dà diritto a una risposta, a un incontro né ad alcuna relazione.',
      ],
    },
    {
      id: 'buyer-approval',
      heading: 'Acquisti che richiedono la sua approvazione',
      blocks: [
        'Una donna può decidere di approvare personalmente ogni acquirente. In quel caso al momento del pagamento sulla tua carta viene effettuata solo un’autorizzazione; l’addebito avviene, e i contatti vengono consegnati, solo se lei accetta. Se rifiuta o non risponde entro la scadenza indicata al pagamento, l’autorizzazione viene annullata e non ti viene addebitato nulla.',
        'Acquirenti negli Stati Uniti: pur non essendo un’agenzia matrimoniale, Contacto segue la regola della legge statunitense International Marriage Broker Regulation Act (IMBRA), secondo cui una donna deve dare il proprio consenso scritto prima che i suoi contatti vengano forniti a uno specifico cliente statunitense. Per questo gli acquisti dagli Stati Uniti richiedono sempre la sua approvazione e comprendono un breve modulo informativo, che le trasmettiamo prima che decida.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Rimborsi',
      blocks: [
        'Tutti gli acquisti sono definitivi. Valuteremo un rimborso se un errore tecnico ha impedito la consegna o se i contatti ricevuti non sono validi. [Contattaci](contact) entro 14 giorni dall’acquisto indicando il numero dell’ordine.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Uso consentito',
      blocks: [
        'I contatti sono per uso personale e privato. Non è consentito:',
        [
          'molestare, minacciare, ingannare o fare pressione su qualcuno, né continuare a contattare chi ti ha detto di no;',
          'chiedere denaro a qualcuno o offrire denaro per qualcosa di diverso dai nostri contatti;',
          'pubblicare, rivendere o condividere i contatti ricevuti;',
          'copiare i contenuti del sito o estrarne dati in modo automatizzato;',
          'usare Contacto per scopi commerciali, prostituzione, tratta di esseri umani o qualsiasi altro scopo illecito.',
        ],
        'Possiamo bloccare senza rimborso gli acquirenti che violano queste regole e denunciamo le attività illecite alle autorità.',
      ],
    },
    {
      id: 'submitting',
      heading: 'Inviare un profilo',
      blocks: [
        'Se invii un profilo, confermi che è il tuo, che hai almeno 18 anni, che le informazioni sono vere e che le foto e i video sono tuoi o hai il diritto di usarli. L’invio è gratuito. Verifichiamo ogni profilo entro 24–48 ore e possiamo rifiutare o rimuovere qualsiasi profilo.',
        'Ci autorizzi a mostrare il tuo profilo su Contacto, in tutte le lingue del sito, per tutto il tempo in cui è pubblicato. Puoi modificarlo, sospenderlo o eliminarlo e revocare il consenso in qualsiasi momento, con il tuo link privato di gestione o scrivendoci.',
      ],
    },
    {
      id: 'reports',
      heading: 'Segnalazioni e provvedimenti',
      blocks: [
        'Chiunque può [segnalare](report) un profilo, un messaggio o un problema di pagamento. Esaminiamo le segnalazioni entro 24 ore. Le segnalazioni volutamente false possono comportare limitazioni al tuo uso di Contacto.',
      ],
    },
    {
      id: 'liability',
      heading: 'Responsabilità',
      blocks: [
        'Verifichiamo i profili con cura, ma non possiamo garantire il comportamento delle persone. Contacto è fornito «così com’è». Nei limiti consentiti dalla legge, la nostra responsabilità complessiva per un acquisto è limitata all’importo che hai pagato. Nulla in questi termini limita la responsabilità che la legge non consente di limitare. Vedi anche la nostra [Esclusione di responsabilità](disclaimer).',
      ],
    },
    {
      id: 'law',
      heading: 'Legge applicabile',
      blocks: [
        `Questi termini sono regolati dalle leggi dello Stato della ${COMPANY.state}, Stati Uniti. Se sei un consumatore, mantieni la tutela delle norme imperative del paese in cui vivi.`,
      ],
    },
    {
      id: 'changes',
      heading: 'Modifiche e contatti',
      blocks: [
        `Possiamo aggiornare questi termini; la data in alto indica la versione più recente. Ogni acquisto è regolato dai termini in vigore al momento in cui è stato effettuato. Domande: [${COMPANY.legalEmail}](mailto:${COMPANY.legalEmail}), ${companyAddressInline('it')}.`,
      ],
    },
  ],
} satisfies PageContent;
