// Cookie Policy, Italian.
import { COMPANY } from '../../company.ts';
import type { PageContent } from '../../page-content.ts';

export default {
  intro:
    'Contacto non usa cookie di tracciamento, di analisi o pubblicitari, ed è per questo che non ti mostriamo un banner dei cookie. Questa pagina elenca il poco che salviamo nel tuo browser e il motivo.',
  sections: [
    {
      id: 'summary',
      heading: 'In breve',
      blocks: [
        [
          'Nessun cookie di tracciamento, di analisi o pubblicitario e nessun tracker di terze parti nelle nostre pagine.',
          'Un cookie di sessione strettamente necessario, solo se accedi al tuo account.',
          'Memoria locale, un database sul dispositivo e una cache offline, perché il sito sia veloce e funzioni senza connessione.',
        ],
      ],
    },
    {
      id: 'session-cookie',
      heading: 'Il cookie di sessione',
      blocks: [
        'Quando accedi, impostiamo un cookie che mantiene attiva la sessione. Contiene solo un riferimento di sessione cifrato, non può essere letto dagli script (HttpOnly), viene inviato solo su connessioni sicure e viene rimosso quando esci. Senza di esso l’accesso non sarebbe possibile, quindi non richiede consenso.',
      ],
    },
    {
      id: 'local-storage',
      heading: 'Memoria locale',
      blocks: [
        'La memoria locale (local storage) conserva piccole impostazioni sul tuo dispositivo. Non ci vengono mai inviate:',
        [
          'language: la lingua che hai scelto;',
          'language_choice: vale «true» quando hai scelto tu una lingua;',
          'language_suggestion_dismissed: ricorda che hai chiuso il suggerimento di cambiare lingua;',
          'cart-storage: il carrello, nelle versioni precedenti del sito (alla visita successiva viene spostato nel database sul dispositivo).',
        ],
      ],
    },
    {
      id: 'on-device-database',
      heading: 'Il database sul dispositivo',
      blocks: [
        'Contacto mantiene un database nel tuo browser (IndexedDB) per permetterti di sfogliare i profili, conservare il carrello e leggere i tuoi acquisti anche offline:',
        [
          'una copia dei profili pubblici, tenuta aggiornata e ripulita quando un profilo viene rimosso;',
          'i profili che hai aperto, con i loro dati pubblici;',
          'il tuo carrello;',
          'i tuoi preferiti e le modifiche ancora da inviare;',
          'i contatti che hai acquistato;',
          'gli invii di profili in attesa di connessione.',
        ],
      ],
    },
    {
      id: 'offline-cache',
      heading: 'La cache offline',
      blocks: [
        'Quando installi Contacto o lo visiti spesso, un service worker salva i file dell’app e le foto viste di recente, così le pagine si aprono rapidamente e funzionano offline. I file e le foto vecchi vengono cancellati automaticamente.',
      ],
    },
    {
      id: 'third-parties',
      heading: 'Terze parti',
      blocks: [
        'Le nostre pagine non contengono pubblicità, pulsanti dei social network né script di analisi. Quando paghi, passi alla pagina di pagamento sicura di Stripe, che imposta i propri cookie per elaborare il pagamento e prevenire le frodi; consulta la [politica sui cookie di Stripe](https://stripe.com/cookies-policy/legal).',
      ],
    },
    {
      id: 'control',
      heading: 'Come cancellare questi dati',
      blocks: [
        'Puoi cancellare il cookie e tutto ciò che è salvato sul tuo dispositivo in qualsiasi momento dalle impostazioni del browser (per esempio «Cancella dati del sito»). In questo modo esci dall’account e svuoti il carrello e la copia offline del sito. I contatti acquistati restano disponibili tramite il link nell’email dell’ordine.',
      ],
    },
    {
      id: 'contact',
      heading: 'Domande',
      blocks: [
        `Per domande su questa politica, scrivi a [${COMPANY.privacyEmail}](mailto:${COMPANY.privacyEmail}) o leggi la nostra [Informativa sulla privacy](privacy).`,
      ],
    },
  ],
} satisfies PageContent;
