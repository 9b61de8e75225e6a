// Cookie Policy, Portuguese (European).
import { COMPANY } from '../../company.ts';
import type { PageContent } from '../../page-content.ts';

export default {
  intro:
    'O Contacto não utiliza cookies de rastreamento, de análise nem de publicidade, e é por isso que não lhe mostramos um aviso de cookies. Esta página enumera o pouco que guardamos no seu navegador e porquê.',
  sections: [
    {
      id: 'summary',
      heading: 'Em resumo',
      blocks: [
        [
          'Nenhum cookie de rastreamento, análise ou publicidade, e nenhum rastreador de terceiros nas nossas páginas.',
          'Um cookie de sessão estritamente necessário, apenas se iniciar sessão.',
          'Armazenamento local, uma base de dados no dispositivo e uma cache offline, para que o site seja rápido e funcione sem ligação.',
        ],
      ],
    },
    {
      id: 'session-cookie',
      heading: 'O cookie de sessão',
      blocks: [
        'Quando inicia sessão, criamos um cookie que a mantém aberta. Contém apenas uma referência de sessão cifrada, não pode ser lido por scripts (HttpOnly), só é enviado por ligações seguras e é removido quando termina a sessão. Sem ele não seria possível iniciar sessão, pelo que não requer consentimento.',
      ],
    },
    {
      id: 'local-storage',
      heading: 'Armazenamento local',
      blocks: [
        'O armazenamento local (local storage) guarda pequenas definições no seu dispositivo. Nunca nos são enviadas:',
        [
          'language: o idioma que escolheu;',
          'language_choice: fica com o valor «true» quando escolhe um idioma por si;',
          'language_suggestion_dismissed: lembra que fechou a sugestão de mudar de idioma;',
          'cart-storage: o seu carrinho, em versões anteriores do site (na próxima visita é transferido para a base de dados do dispositivo).',
        ],
      ],
    },
    {
      id: 'on-device-database',
      heading: 'A base de dados do dispositivo',
      blocks: [
        'O Contacto mantém uma base de dados no seu navegador (IndexedDB) para que possa explorar, conservar o carrinho e ler as suas compras mesmo offline:',
        [
          'uma cópia dos perfis públicos, mantida atualizada e limpa quando um perfil é removido;',
          'os perfis que abriu, com os seus dados públicos;',
          'o seu carrinho;',
          'os seus favoritos e as alterações ainda por enviar;',
          'os contactos que comprou;',
          'os envios de perfis que aguardam ligação.',
        ],
      ],
    },
    {
      id: 'offline-cache',
      heading: 'A cache offline',
      blocks: [
        'Quando instala o Contacto ou o visita com frequência, um service worker guarda os ficheiros da aplicação e as fotografias vistas recentemente, para que as páginas abram depressa e funcionem offline. Os ficheiros e fotografias antigos são apagados automaticamente.',
      ],
    },
    {
      id: 'third-parties',
      heading: 'Terceiros',
      blocks: [
        'As nossas páginas não têm publicidade, botões de redes sociais nem scripts de análise. Quando paga, passa para a página de pagamento segura da Stripe, que utiliza os seus próprios cookies para processar o pagamento e prevenir fraudes; consulte a [política de cookies da Stripe](https://stripe.com/cookies-policy/legal).',
      ],
    },
    {
      id: 'control',
      heading: 'Como apagar estes dados',
      blocks: [
        'Pode apagar o cookie e tudo o que está guardado no seu dispositivo a qualquer momento nas definições do navegador (por exemplo, «Limpar dados do site»). Isto termina a sua sessão e esvazia o carrinho e a cópia offline do site. Os contactos que comprou continuam disponíveis através do link no email da encomenda.',
      ],
    },
    {
      id: 'contact',
      heading: 'Questões',
      blocks: [
        `Se tiver questões sobre esta política, escreva para [${COMPANY.privacyEmail}](mailto:${COMPANY.privacyEmail}) ou leia a nossa [Política de privacidade](privacy).`,
      ],
    },
  ],
} satisfies PageContent;
