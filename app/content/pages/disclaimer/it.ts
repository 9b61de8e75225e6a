// Disclaimer, Italian.
import { COMPANY } from '../../company.ts';
import type { PageContent } from '../../page-content.ts';

export default {
  intro:
    'Contacto vende informazioni di contatto. Questa pagina spiega che cosa possiamo promettere e che cosa no, perché tu possa usare il servizio con aspettative realistiche.',
  sections: [
    {
      id: 'nature',
      heading: 'Informazioni di contatto, non un’agenzia di incontri o matrimoniale',
      blocks: [
        'Contacto è una piattaforma di e-commerce per informazioni di contatto. Non siamo un sito di incontri, un’agenzia matrimoniale o un servizio di matchmaking, e non siamo parte delle conversazioni o delle relazioni che possono nascere dopo un acquisto. Non garantiamo una risposta, un incontro, una relazione o un matrimonio.',
      ],
    },
    {
      id: 'verification',
      heading: 'Limiti della verifica',
      blocks: [
        'Il nostro team esamina ogni profilo prima della pubblicazione: controlliamo l’età, le foto e i contatti. La verifica riduce molto il rischio di profili falsi, ma non può eliminarlo, e non possiamo controllare tutto ciò che una persona scrive di sé. Dati personali, interessi e intenzioni sono descritti da ogni donna con parole sue.',
      ],
    },
    {
      id: 'availability',
      heading: 'I contatti possono cambiare',
      blocks: [
        'I contatti sono corretti al momento della consegna, ma a volte le persone cambiano numero o chiudono un account. Se i contatti non sono validi quando li ricevi, valuteremo un rimborso, come spiegato nei nostri [Termini di servizio](terms).',
      ],
    },
    {
      id: 'figures',
      heading: 'Cifre e storie di successo',
      blocks: [
        'Le cifre mostrate sul sito (500+ profili verificati, 50+ storie di successo, 25+ paesi, valutazione di 5 stelle) descrivono Contacto nel suo insieme nel corso del tempo. Le storie di successo sono esperienze personali di singoli clienti; non sono risultati tipici né una promessa per te.',
      ],
    },
    {
      id: 'conduct',
      heading: 'La tua responsabilità',
      blocks: [
        'Sei responsabile di come comunichi e delle decisioni che prendi, compresi i viaggi e gli incontri di persona. Segui i nostri [Consigli di sicurezza](safety) e non inviare mai denaro a qualcuno conosciuto online.',
      ],
    },
    {
      id: 'no-advice',
      heading: 'Nessuna consulenza legale o sull’immigrazione',
      blocks: [
        'Nulla su Contacto costituisce consulenza legale, sull’immigrazione, di viaggio o finanziaria. Le norme su visti, matrimonio e relazioni internazionali variano da paese a paese; rivolgiti a un professionista qualificato o alle autorità competenti.',
      ],
    },
    {
      id: 'third-party',
      heading: 'Servizi di terze parti',
      blocks: [
        'WhatsApp, Instagram, Telegram, Facebook, TikTok e i fornitori di posta elettronica sono servizi indipendenti, non affiliati a Contacto. Quando li usi valgono i loro termini e le loro informative sulla privacy, e non ne siamo responsabili.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitazione di responsabilità',
      blocks: [
        `Nei limiti consentiti dalla legge, ${COMPANY.legalName} non risponde di danni indiretti o consequenziali né del comportamento degli utenti, e la sua responsabilità per un acquisto è limitata all’importo pagato. I tuoi diritti inderogabili di consumatore non sono pregiudicati.`,
      ],
    },
  ],
} satisfies PageContent;
