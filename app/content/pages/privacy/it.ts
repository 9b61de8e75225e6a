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
          'il paese in cui vivi, che scegli al pagamento, perché gli acquisti da alcuni paesi richiedono l’approvazione preventiva della donna (vedi i nostri [Termini di servizio](terms));',
          'se il tuo paese richiede la sua approvazione (ad esempio gli Stati Uniti), le tue risposte al modulo di dichiarazione: il tuo nome, eventuali precedenti penali o ordini di protezione, i tuoi matrimoni, i tuoi figli e i luoghi in cui hai vissuto. Sono conservate sigillate, cifrate con una chiave che ha solo il nostro server, e mostrate solo alla donna di cui chiedi l’approvazione e, se necessario, ai nostri super amministratori. Vengono cancellate 30 giorni dopo l’ultima decisione sul tuo acquisto.',
        ],
        'Se crei un account, conserviamo anche il nome utente, l’indirizzo email, la password (salvata solo come hash sicuro, mai in chiaro) e l’elenco dei profili preferiti. Puoi scaricare i tuoi dati ed eliminare il tuo account in qualsiasi momento dalle impostazioni dell’account.',
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
        'Una donna può revocare il consenso o eliminare il profilo in qualsiasi momento, con il suo link privato di gestione o scrivendoci. Anche noi possiamo eliminare un profilo, ad esempio dopo una richiesta di rimozione. Da quel momento il profilo lascia il sito pubblico, ai motori di ricerca viene chiesto di rimuoverlo, le copie salvate sui dispositivi dei visitatori vengono cancellate alla loro connessione successiva e i suoi contatti non vengono più consegnati a nessuno.',
        'Quando un profilo viene eliminato, con il suo link, da un amministratore o dopo una richiesta di rimozione, i suoi dati personali vengono cancellati subito:',
        [
          'i suoi nomi e il suo indirizzo email;',
          'i suoi canali di contatto e i relativi dati;',
          'i testi che ha scritto (la sua descrizione e i dati personali);',
          'le sue foto e i suoi video, in ogni archivio che usiamo, con tutte le copie ridimensionate;',
          'gli indirizzi (slug) della pagina del suo profilo.',
        ],
        'Cosa resta, con i suoi dati personali svuotati:',
        [
          'gli ordini che hanno acquistato i suoi contatti, con il prezzo e il fatto della vendita, per la contabilità;',
          'la registrazione del suo consenso: la versione del testo che ha accettato e i momenti in cui lo ha dato e revocato;',
          'il nostro registro di controllo delle azioni amministrative.',
        ],
        'I contatti consegnati agli acquirenti prima dell’eliminazione non possono essere ritirati, ma gli acquirenti non possono pubblicarli né trasmetterli ad altri, e blocchiamo chiunque ne faccia un uso improprio.',
      ],
    },
    {
      id: 'retention',
      heading: 'Per quanto tempo conserviamo i dati',
      blocks: [
        [
          'Ordini e ricevute: 7 anni dopo l’acquisto, come richiesto dalle norme contabili e fiscali; poi vengono cancellati.',
          'Messaggi del nostro gestore dei pagamenti su un pagamento, che contengono l’email e il nome dell’acquirente: 30 giorni dopo averli elaborati; poi restano solo il tipo e le date.',
          'Le risposte di un acquirente al modulo di dichiarazione: sigillate dal momento dell’invio e cancellate 30 giorni dopo l’ultima decisione sull’acquisto (la sua risposta o la scadenza del suo termine), oppure 30 giorni dopo la fine di un acquisto non pagato.',
          'Account: finché non elimini il tuo dalle impostazioni dell’account, oppure 3 anni dopo il tuo ultimo accesso, quando l’account viene cancellato con i suoi preferiti e le sue sessioni. I suoi ordini restano per la contabilità, come sopra, senza il tuo indirizzo email, il tuo nome e i dati della tua carta.',
          'Sessioni di accesso: una sessione termina dopo 7 giorni di inutilizzo e al massimo dopo 90 giorni.',
          'Profili: finché lei li mantiene; eliminarne uno cancella subito i suoi dati personali (vedi sopra).',
          'Registrazioni del consenso: 3 anni dopo l’eliminazione di un profilo, come prova dell’esistenza del consenso; poi vengono cancellate con ciò che restava del profilo.',
          'Messaggi che ci invii: 2 anni dopo la nostra ultima risposta (o dopo il loro arrivo, se non abbiamo risposto). Segnalazioni e richieste di rimozione, con i file di prova: 2 anni dopo la chiusura.',
          'Il registro di controllo delle azioni amministrative: 7 anni.',
          'Indirizzi IP conservati come hash per limitare gli abusi: 1 giorno (quello di una registrazione del consenso resta con quella registrazione).',
          'Foto e video caricati per un profilo mai inviato: 6 ore.',
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
        'Tutte le connessioni sono cifrate (HTTPS). Password, link di gestione, indirizzi IP e indirizzi email degli acquirenti bloccati sono conservati solo come hash, e le risposte degli acquirenti al modulo di dichiarazione sono sigillate con una chiave che ha solo il nostro server. L’accesso ai dati personali è limitato al personale che ne ha bisogno (solo i super amministratori possono aprire quelle risposte) e ogni azione amministrativa viene registrata.',
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
