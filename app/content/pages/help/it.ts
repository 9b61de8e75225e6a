// Help Center FAQ, Italian.
import type { HelpContent } from '../../page-content.ts';

export default {
  intro:
    'Le risposte alle domande più comuni sull’acquisto dei contatti, sui pagamenti, sulla sicurezza e sulla gestione del tuo profilo. Non trovi quello che cerchi? Il nostro team risponde entro 24 ore.',
  categories: [
    {
      id: 'getting-started',
      title: 'Per iniziare',
      summary: 'Come funziona Contacto, acquistare senza account, lingue e uso offline.',
      questions: [
        {
          id: 'faq-account',
          question: 'Serve un account per acquistare dei contatti?',
          answer: [
            'No. Puoi sfogliare i profili, riempire il carrello e pagare solo con il tuo indirizzo email. L’account è facoltativo e serve soprattutto a salvare i profili preferiti su tutti i tuoi dispositivi.',
          ],
        },
        {
          id: 'faq-how-to-buy',
          question: 'Come acquisto i contatti di una persona?',
          answer: [
            [
              'Sfoglia i profili e aggiungi al carrello le donne che vorresti contattare.',
              'Apri il carrello e procedi al pagamento.',
              'Inserisci il tuo indirizzo email (il nome è facoltativo) e paga sulla pagina sicura di pagamento con carta.',
              'Ricevi i contatti sullo schermo e via email.',
            ],
          ],
        },
        {
          id: 'faq-languages',
          question: 'In quali lingue è disponibile Contacto?',
          answer: [
            'L’intero sito è disponibile in inglese, spagnolo, italiano, tedesco, olandese e portoghese. Scegli la lingua con il selettore nell’intestazione o a piè di pagina; la tua scelta viene ricordata su questo dispositivo. Il nostro team di assistenza risponde in tutte e sei le lingue.',
          ],
        },
        {
          id: 'faq-offline',
          question: 'Posso usare Contacto offline?',
          answer: [
            'Sì, in gran parte. Puoi installare Contacto sul telefono o sul computer come un’app. Una volta caricato, i profili, il carrello e i contatti che hai acquistato restano disponibili sul tuo dispositivo, anche senza connessione.',
            'Per pagare e inviare moduli serve una connessione. Un profilo inviato offline viene conservato sul tuo dispositivo e spedito automaticamente appena torni online.',
          ],
        },
      ],
    },
    {
      id: 'payments-billing',
      title: 'Pagamenti e fatturazione',
      summary: 'Prezzi, valuta, consegna dei contatti e rimborsi.',
      questions: [
        {
          id: 'faq-pricing',
          question: 'Quanto costa?',
          answer: [
            'Ogni contatto costa $2 se ne acquisti da 1 a 9. Da 10 contatti in un unico ordine, ogni contatto costa $1.00. Non ci sono abbonamenti né canoni mensili: paghi una sola volta per ogni contatto.',
          ],
        },
        {
          id: 'faq-currency',
          question: 'In quale valuta addebitate e ci sono commissioni?',
          answer: [
            'Tutti i prezzi sono in dollari statunitensi (USD). Non applichiamo commissioni di elaborazione ($0.00). Se la tua carta è in un’altra valuta, la tua banca può aggiungere una propria commissione di cambio.',
          ],
        },
        {
          id: 'faq-delivery',
          question: 'Quando ricevo i contatti?',
          answer: [
            'Subito dopo il pagamento. I contatti compaiono nella pagina di conferma, vengono salvati sul tuo dispositivo e inviati al tuo indirizzo email, insieme a un link per riaprirli in seguito.',
            'Alcune donne preferiscono approvare personalmente ogni acquirente, e questo vale sempre per gli acquirenti negli Stati Uniti. In quel caso sulla tua carta viene effettuata solo un’autorizzazione: l’addebito avviene e ricevi i contatti quando lei accetta. Se rifiuta o non risponde in tempo, l’autorizzazione viene annullata e non paghi nulla.',
          ],
        },
        {
          id: 'faq-refunds',
          question: 'Posso ottenere un rimborso?',
          answer: [
            'Tutti gli acquisti sono definitivi. Valutiamo però un rimborso in caso di errore tecnico o se i contatti ricevuti non sono validi (per esempio un numero inesistente). [Contattaci](contact) indicando il numero dell’ordine e verificheremo.',
          ],
        },
      ],
    },
    {
      id: 'safety-security',
      title: 'Sicurezza e protezione',
      summary: 'Verifica, segnalazioni, sicurezza dei pagamenti e assistenza.',
      questions: [
        {
          id: 'faq-verification',
          question: 'Come vengono verificati i profili?',
          answer: [
            'Ogni profilo passa per tre fasi: l’invio da parte della donna stessa, la verifica del nostro team (almeno 18 anni, foto autentiche e coerenti, contatti funzionanti) e l’approvazione. Vengono pubblicati solo i profili approvati. Scopri di più nella pagina [Chi siamo](about).',
          ],
        },
        {
          id: 'faq-report',
          question: 'Come segnalo un profilo o un problema?',
          answer: [
            'Usa il [modulo di segnalazione](report). Puoi segnalare in forma anonima e allegare prove, come uno screenshot. Esaminiamo ogni segnalazione entro 24 ore e interveniamo, anche rimuovendo un profilo o bloccando un acquirente.',
          ],
        },
        {
          id: 'faq-payment-security',
          question: 'I miei dati di pagamento sono al sicuro?',
          answer: [
            'Sì. I pagamenti sono gestiti da Stripe sulla sua pagina di pagamento sicura e conforme allo standard PCI. Contacto non vede né conserva mai il numero della tua carta.',
          ],
        },
        {
          id: 'faq-support-time',
          question: 'In quanto tempo risponde l’assistenza?',
          answer: ['Il nostro team di assistenza risponde entro 24 ore. Scrivici dalla [pagina dei contatti](contact).'],
        },
      ],
    },
    {
      id: 'profile-management',
      title: 'Gestione del profilo',
      summary: 'Inviare, far verificare, modificare o eliminare il tuo profilo.',
      questions: [
        {
          id: 'faq-submit',
          question: 'Come invio il mio profilo?',
          answer: [
            'Compila il [modulo del profilo](submit-profile) con i tuoi dati, le tue foto e i canali di contatto che vuoi condividere. L’invio è gratuito e non serve un account.',
          ],
        },
        {
          id: 'faq-review-time',
          question: 'Quanto dura la verifica?',
          answer: [
            'Verifichiamo ogni profilo entro 24–48 ore. Riceverai un’email non appena il tuo profilo sarà approvato, oppure se ci servirà qualcos’altro da te.',
          ],
        },
        {
          id: 'faq-edit-profile',
          question: 'Posso modificare il mio profilo o scegliere chi riceve i miei contatti?',
          answer: [
            'Sì. Dopo l’invio ricevi via email un link privato di gestione. Con questo puoi modificare o sospendere il profilo, cambiare i canali che condividi e scegliere di approvare tu ogni acquirente prima che i tuoi contatti vengano consegnati.',
          ],
        },
        {
          id: 'faq-withdraw',
          question: 'Come revoco il consenso o elimino il mio profilo?',
          answer: [
            'Apri il tuo link privato di gestione e scegli di eliminare il profilo, oppure [contattaci](contact) e lo faremo noi per te. Il profilo scompare subito dal sito e dai risultati dei motori di ricerca, e le copie salvate sui dispositivi dei visitatori vengono cancellate alla loro connessione successiva. Da quel momento i tuoi contatti non vengono più consegnati a nessuno.',
            'Gli acquirenti che hanno ricevuto i tuoi contatti prima della revoca conservano ciò che hanno ricevuto. Se qualcuno ne fa un uso improprio, [segnalalo](report) e bloccheremo quell’acquirente.',
          ],
        },
      ],
    },
  ],
} satisfies HelpContent;
