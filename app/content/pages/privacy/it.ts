// Privacy Policy, Italian.
import { COMPANY, companyAddressInline } from '../../company.ts';
import type { PageContent } from '../../page-content.ts';

export default {
  intro:
    'Questa informativa spiega quali dati personali raccoglie Contacto, perché ne abbiamo bisogno, per quanto tempo li conserviamo e quali diritti hai. Raccogliamo il meno possibile, non vendiamo dati personali e non usiamo cookie di tracciamento o pubblicitari.',
  sections: [
    {
      id: 'controller',
      heading: 'Titolare del trattamento',
      blocks: [
        `Contacto è gestito da ${COMPANY.legalName}, una società a responsabilità limitata registrata nello Stato della ${COMPANY.state}, Stati Uniti («Contacto», «noi»). Indirizzo postale: ${companyAddressInline('it')}.`,
        `Per qualsiasi domanda o richiesta sulla privacy, scrivi a [${COMPANY.privacyEmail}](mailto:${COMPANY.privacyEmail}).`,
      ],
    },
    {
      id: 'buyers',
      heading: 'Dati degli acquirenti',
      blocks: [
        'Quando acquisti dei contatti, conserviamo:',
        [
          'il tuo indirizzo email, per consegnare l’ordine, inviarti la ricevuta e permetterti di riaprire l’acquisto in seguito;',
          'il tuo nome, se scegli di indicarlo;',
          'i tuoi ordini: i profili acquistati, gli importi, la data, la lingua e lo stato del pagamento;',
          'il paese della tua carta, come comunicato dal gestore dei pagamenti, perché alcuni acquisti richiedono l’approvazione preventiva della donna (vedi i nostri [Termini di servizio](terms)).',
        ],
        'Se crei un account, conserviamo anche il nome utente, l’indirizzo email, la password (salvata solo come hash sicuro, mai in chiaro) e l’elenco dei profili preferiti.',
      ],
    },
    {
      id: 'submitters',
      heading: 'Dati delle donne che inviano un profilo',
      blocks: [
        'Quando una donna invia il suo profilo, conserviamo ciò che inserisce nel modulo: nome, età, località, descrizione, dati personali, foto e video, e i contatti che sceglie di condividere. Prima di salvare le foto ne rimuoviamo i metadati nascosti, compresa la posizione GPS.',
        'Conserviamo anche una registrazione del suo consenso: il momento in cui è stato dato, la versione del testo di consenso accettata e l’indirizzo IP di provenienza in forma di hash (cifratura irreversibile). Anche il suo link privato di gestione è conservato solo come hash.',
        'I suoi contatti non vengono mai mostrati pubblicamente. Sono consegnati solo agli acquirenti che li hanno pagati, e solo alle condizioni che lei ha scelto.',
      ],
    },
    {
      id: 'support',
      heading: 'Messaggi e segnalazioni',
      blocks: [
        'Quando ci scrivi o segnali un problema, conserviamo il tuo messaggio, il tuo indirizzo email (a meno che tu non segnali in forma anonima), la lingua della pagina e gli eventuali file allegati come prova, per poterti rispondere e intervenire.',
      ],
    },
    {
      id: 'technical',
      heading: 'Dati tecnici',
      blocks: [
        'Per proteggere il servizio dagli abusi (per esempio troppi tentativi di accesso o di invio di un modulo), trattiamo gli indirizzi IP. Li conserviamo solo in forma di hash, da cui non è possibile risalire all’indirizzo originale. I log del server non contengono cookie né password e vengono cancellati dopo 30 giorni.',
        'Non usiamo strumenti di analisi, pubblicità o tracciamento dei social network.',
      ],
    },
    {
      id: 'on-device',
      heading: 'Dati salvati sul tuo dispositivo',
      blocks: [
        'Perché il sito sia veloce e funzioni offline, alcuni dati vengono conservati nel tuo browser, sul tuo dispositivo, e non ci vengono inviati:',
        [
          'la lingua scelta (le chiavi language, language_choice e language_suggestion_dismissed nella memoria locale);',
          'il carrello (la chiave cart-storage nelle versioni precedenti, ora parte del database sul dispositivo);',
          'una copia dei profili pubblici (la replica del catalogo), per sfogliarli offline;',
          'i preferiti e le modifiche ancora da inviare;',
          'i contatti che hai acquistato, per leggerli offline;',
          'gli invii di profili in attesa di connessione.',
        ],
        'Puoi cancellare questi dati in qualsiasi momento eliminando i dati del sito dalle impostazioni del browser. La nostra [Politica sui cookie](cookies) spiega ogni elemento.',
      ],
    },
    {
      id: 'purposes',
      heading: 'Perché usiamo i tuoi dati',
      blocks: [
        [
          'Per eseguire il contratto con te: vendere e consegnare contatti, pubblicare un profilo, gestire il tuo account.',
          'Con il consenso: pubblicare il profilo di una donna e consegnare i suoi contatti. Lei può revocare il consenso in qualsiasi momento.',
          'Per il nostro legittimo interesse: prevenire frodi e abusi, mantenere sicuro il servizio e rispondere ai tuoi messaggi.',
          'Per adempiere a obblighi di legge: registri contabili e fiscali, risposte a richieste legittime delle autorità.',
        ],
      ],
    },
    {
      id: 'sharing',
      heading: 'Chi riceve i tuoi dati',
      blocks: [
        'Non vendiamo né affittiamo mai dati personali. Li condividiamo solo con:',
        [
          'Stripe, il nostro gestore dei pagamenti, che tratta i dati della tua carta secondo la propria [informativa sulla privacy](https://stripe.com/privacy);',
          'i fornitori che ospitano i nostri server, conservano i nostri file multimediali e inviano le nostre email, che trattano i dati solo su nostra istruzione;',
          'gli acquirenti, che ricevono solo i contatti che una donna ha scelto di condividere, dopo il pagamento e alle condizioni da lei stabilite;',
          'le autorità, quando la legge lo richiede.',
        ],
      ],
    },
    {
      id: 'withdrawal',
      heading: 'Revoca del consenso ed eliminazione di un profilo',
      blocks: [
        'Una donna può revocare il consenso o eliminare il profilo in qualsiasi momento, con il suo link privato di gestione o scrivendoci. Il profilo lascia subito il sito pubblico, ai motori di ricerca viene chiesto di rimuoverlo e le copie salvate sui dispositivi dei visitatori vengono cancellate alla loro connessione successiva. I suoi contatti non vengono più consegnati a nessuno.',
        'I contatti consegnati agli acquirenti prima della revoca non possono essere ritirati, ma gli acquirenti non possono pubblicarli né trasmetterli ad altri, e blocchiamo chiunque ne faccia un uso improprio.',
      ],
    },
    {
      id: 'retention',
      heading: 'Per quanto tempo conserviamo i dati',
      blocks: [
        [
          'Ordini e ricevute: 7 anni, come richiesto dagli obblighi contabili e fiscali.',
          'Account: finché non elimini l’account, oppure dopo 3 anni senza accessi.',
          'Profili: finché sono pubblicati; foto e video vengono cancellati dal nostro archivio entro 30 giorni dall’eliminazione del profilo.',
          'Registrazioni del consenso: fino a 3 anni dopo l’eliminazione di un profilo, come prova dell’esistenza del consenso.',
          'Messaggi e segnalazioni: 2 anni dopo la chiusura.',
          'Log del server: 30 giorni.',
        ],
      ],
    },
    {
      id: 'transfers',
      heading: 'Trasferimenti internazionali',
      blocks: [
        'Contacto è gestito dagli Stati Uniti, quindi i tuoi dati vengono trattati lì. Quando trasferiamo dati dallo Spazio economico europeo, dal Regno Unito o dalla Svizzera, ci basiamo sulle clausole contrattuali tipo della Commissione europea o su una garanzia equivalente.',
      ],
    },
    {
      id: 'rights',
      heading: 'I tuoi diritti',
      blocks: [
        'A seconda di dove vivi (per esempio in base al GDPR in Europa o al CCPA in California), hai il diritto di:',
        [
          'accedere ai dati che conserviamo su di te e riceverne una copia;',
          'rettificare i dati inesatti;',
          'ottenere la cancellazione dei tuoi dati;',
          'opporti a determinati utilizzi o limitarli;',
          'ricevere i tuoi dati in un formato portabile;',
          'revocare il consenso in qualsiasi momento, senza pregiudicare quanto fatto in precedenza.',
        ],
        `Scrivi a [${COMPANY.privacyEmail}](mailto:${COMPANY.privacyEmail}). Rispondiamo entro 30 giorni. Hai anche il diritto di presentare reclamo all’autorità per la protezione dei dati del tuo paese.`,
      ],
    },
    {
      id: 'security',
      heading: 'Sicurezza',
      blocks: [
        'Tutte le connessioni sono cifrate (HTTPS). Password, link di gestione, indirizzi IP e indirizzi email degli acquirenti bloccati sono conservati solo come hash. L’accesso ai dati personali è limitato al personale che ne ha bisogno e ogni azione amministrativa viene registrata.',
      ],
    },
    {
      id: 'adults-only',
      heading: 'Solo per maggiorenni',
      blocks: [
        'Contacto è riservato alle persone di almeno 18 anni. Non raccogliamo consapevolmente dati di minori ed eliminiamo qualsiasi profilo o account che appartenga a una persona con meno di 18 anni.',
      ],
    },
    {
      id: 'changes',
      heading: 'Modifiche a questa informativa',
      blocks: [
        'Se modifichiamo questa informativa, pubblichiamo qui la nuova versione con una nuova data. Se le modifiche sono importanti, ti avvisiamo via email o con un avviso sul sito.',
      ],
    },
  ],
} satisfies PageContent;
