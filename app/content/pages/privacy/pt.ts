// Privacy Policy, Portuguese (European).
import { COMPANY, companyAddressInline } from '../../company.ts';
import type { PageContent } from '../../page-content.ts';

export default {
  intro:
    'Esta política explica que dados pessoais o Contacto recolhe, porque precisamos deles, durante quanto tempo os conservamos e que direitos tem. Recolhemos o mínimo possível, não vendemos dados pessoais e não utilizamos cookies de rastreamento nem de publicidade.',
  sections: [
    {
      id: 'controller',
      heading: 'Responsável pelo tratamento',
      blocks: [
        `O Contacto é explorado pela ${COMPANY.legalName}, uma sociedade de responsabilidade limitada registada no Estado da ${COMPANY.state}, Estados Unidos («Contacto», «nós»). Morada postal: ${companyAddressInline('pt')}.`,
        `Para qualquer questão ou pedido sobre privacidade, escreva para [${COMPANY.privacyEmail}](mailto:${COMPANY.privacyEmail}).`,
      ],
    },
    {
      id: 'buyers',
      heading: 'Dados dos compradores',
      blocks: [
        'Quando compra contactos, conservamos:',
        [
          'o seu email, para entregar a encomenda, enviar o recibo e permitir-lhe voltar a abrir a compra mais tarde;',
          'o seu nome, se o quiser indicar;',
          'as suas encomendas: os perfis comprados, os montantes, a data, o idioma e o estado do pagamento;',
          'o país onde vive, que escolhe ao pagar, porque as compras de alguns países precisam da aprovação prévia da mulher (consulte os nossos [Termos de serviço](terms));',
          'se o seu país exigir a aprovação dela (por exemplo, os Estados Unidos), as suas respostas ao formulário de declaração: o seu nome próprio, eventuais antecedentes criminais ou ordens de proteção, os seus casamentos, os seus filhos e os lugares onde viveu. São guardadas seladas, cifradas com uma chave que só o nosso servidor tem, e mostradas apenas à mulher cuja aprovação pede e, se necessário, aos nossos superadministradores. São apagadas 30 dias depois da última decisão sobre a sua compra.',
        ],
        'Se criar uma conta, conservamos também o seu nome de utilizador, o seu email, a sua palavra-passe (guardada apenas como hash seguro, nunca em texto legível) e a sua lista de perfis favoritos. Pode descarregar os seus dados e eliminar a sua conta a qualquer momento nas definições da conta.',
      ],
    },
    {
      id: 'submitters',
      heading: 'Dados das mulheres que enviam um perfil',
      blocks: [
        'Quando uma mulher envia o seu perfil, conservamos o que ela indica no formulário: nome, idade, localidade, descrição, dados pessoais, fotografias e vídeos, e os contactos que escolhe partilhar. Antes de guardar as fotografias, removemos os metadados ocultos, incluindo a localização GPS.',
        'Guardamos também um registo do seu consentimento: o momento em que foi dado, a versão do texto de consentimento aceite e o endereço IP de onde veio, sob a forma de hash (cifra irreversível). O seu link privado de gestão também é guardado apenas como hash.',
        'Os seus contactos nunca são mostrados publicamente. São entregues apenas a compradores que pagaram por eles, e apenas nas condições que ela escolheu.',
      ],
    },
    {
      id: 'support',
      heading: 'Mensagens e denúncias',
      blocks: [
        'Quando nos escreve ou denuncia um problema, conservamos a sua mensagem, o seu email (salvo se denunciar de forma anónima), o idioma da página e os ficheiros que anexar como prova, para podermos responder e agir.',
      ],
    },
    {
      id: 'technical',
      heading: 'Dados técnicos',
      blocks: [
        'Para proteger o serviço contra abusos (por exemplo, demasiadas tentativas de início de sessão ou de envio de formulários), tratamos endereços IP. Guardamo-los apenas sob a forma de hash, que não permite recuperar o endereço original. Os registos do servidor não contêm cookies nem palavras-passe e são apagados ao fim de 30 dias.',
        'Não utilizamos ferramentas de análise, publicidade ou rastreadores de redes sociais.',
      ],
    },
    {
      id: 'on-device',
      heading: 'Dados guardados no seu dispositivo',
      blocks: [
        'Para que o site seja rápido e funcione offline, alguns dados ficam guardados no seu navegador, no seu próprio dispositivo, e não nos são enviados:',
        [
          'o idioma escolhido (as chaves language, language_choice e language_suggestion_dismissed do armazenamento local);',
          'o seu carrinho (a chave cart-storage em versões anteriores, agora parte da base de dados do dispositivo);',
          'uma cópia dos perfis públicos (a réplica do catálogo), para poder explorar offline;',
          'os seus favoritos e as alterações ainda por enviar;',
          'os contactos que comprou, para os poder ler offline;',
          'os envios de perfis que aguardam ligação.',
        ],
        'Pode apagar estes dados a qualquer momento limpando os dados do site nas definições do navegador. A nossa [Política de cookies](cookies) explica cada elemento.',
      ],
    },
    {
      id: 'purposes',
      heading: 'Para que usamos os seus dados',
      blocks: [
        [
          'Para executar o nosso contrato consigo: vender e entregar contactos, publicar um perfil, gerir a sua conta.',
          'Com consentimento: publicar o perfil de uma mulher e entregar os seus contactos. Ela pode retirar este consentimento a qualquer momento.',
          'Com base no nosso interesse legítimo: prevenir fraudes e abusos, manter o serviço seguro e responder às suas mensagens.',
          'Para cumprir obrigações legais: registos contabilísticos e fiscais e resposta a pedidos legítimos das autoridades.',
        ],
      ],
    },
    {
      id: 'sharing',
      heading: 'Quem recebe os seus dados',
      blocks: [
        'Nunca vendemos nem alugamos dados pessoais. Só os partilhamos com:',
        [
          'a Stripe, o nosso processador de pagamentos, que trata os dados do seu cartão segundo a sua própria [política de privacidade](https://stripe.com/privacy);',
          'os fornecedores que alojam os nossos servidores, guardam os nossos ficheiros multimédia e enviam os nossos emails, e que só tratam dados segundo as nossas instruções;',
          'os compradores, que só recebem os contactos que uma mulher escolheu partilhar, após o pagamento e nas condições que ela definiu;',
          'as autoridades, quando a lei o exige.',
        ],
      ],
    },
    {
      id: 'withdrawal',
      heading: 'Retirar o consentimento e eliminar um perfil',
      blocks: [
        'Uma mulher pode retirar o consentimento ou eliminar o seu perfil a qualquer momento, com o seu link privado de gestão ou escrevendo-nos. Também nós podemos eliminar um perfil, por exemplo após um pedido de remoção. A partir desse momento o perfil sai do site público, os motores de pesquisa são instruídos a removê-lo, as cópias guardadas nos dispositivos dos visitantes são apagadas na próxima vez que esses dispositivos se ligarem e os seus contactos deixam de ser entregues a quem quer que seja.',
        'Quando um perfil é eliminado, pelo link dela, por um administrador ou após um pedido de remoção, os seus dados pessoais são apagados de imediato:',
        [
          'os seus nomes e o seu email;',
          'os seus canais de contacto e os respetivos dados;',
          'os textos que escreveu (a sua descrição e os seus dados pessoais);',
          'as suas fotografias e vídeos, em todos os armazenamentos que usamos, com todas as cópias redimensionadas;',
          'os endereços (slugs) da página do seu perfil.',
        ],
        'O que fica, com os seus dados pessoais apagados:',
        [
          'as encomendas que compraram os seus contactos, com o preço e o facto da venda, para a contabilidade;',
          'o registo do seu consentimento: a versão do texto que aceitou e os momentos em que o deu e retirou;',
          'o nosso registo de auditoria das ações administrativas.',
        ],
        'Os contactos entregues a compradores antes da eliminação não podem ser recuperados, mas os compradores não os podem publicar nem transmitir a terceiros, e bloqueamos qualquer comprador que faça deles um uso abusivo.',
      ],
    },
    {
      id: 'retention',
      heading: 'Durante quanto tempo conservamos os dados',
      blocks: [
        [
          'Encomendas e recibos: 7 anos após a compra, conforme exigem as regras contabilísticas e fiscais; depois são apagados.',
          'Mensagens do nosso processador de pagamentos sobre um pagamento, que contêm o email e o nome do comprador: 30 dias depois de as processarmos; depois ficam apenas o tipo e as datas.',
          'As respostas de um comprador ao formulário de declaração: seladas desde o momento em que são enviadas e apagadas 30 dias depois da última decisão sobre a compra (a resposta dela ou o fim do prazo), ou 30 dias depois de terminar uma compra não paga.',
          'Contas: até eliminar a sua nas definições da conta, ou 3 anos após o seu último início de sessão, quando a conta é apagada com os seus favoritos e sessões. As encomendas ficam para a contabilidade, como acima, sem o seu email, o seu nome e os dados do seu cartão.',
          'Sessões iniciadas: uma sessão termina após 7 dias sem uso, e no máximo após 90 dias.',
          'Perfis: enquanto ela os mantiver; eliminar um perfil apaga de imediato os dados pessoais dela (ver acima).',
          'Registos de consentimento: 3 anos após a eliminação de um perfil, como prova de que o consentimento existiu; depois são apagados com o que restava do perfil.',
          'Mensagens que nos envia: 2 anos após a nossa última resposta (ou após a sua chegada, se não respondemos). Denúncias e pedidos de remoção, com os ficheiros de prova: 2 anos após serem encerrados.',
          'O registo de auditoria das ações administrativas: 7 anos.',
          'Endereços IP guardados como hash para limitar abusos: 1 dia (o de um registo de consentimento fica com esse registo).',
          'Fotografias e vídeos carregados para um perfil que nunca foi enviado: 6 horas.',
          'Registos do servidor: 30 dias.',
        ],
      ],
    },
    {
      id: 'transfers',
      heading: 'Transferências internacionais',
      blocks: [
        'O Contacto é explorado a partir dos Estados Unidos, pelo que os seus dados são tratados lá. Quando transferimos dados do Espaço Económico Europeu, do Reino Unido ou da Suíça, baseamo-nos nas cláusulas contratuais-tipo da Comissão Europeia ou numa garantia equivalente.',
      ],
    },
    {
      id: 'rights',
      heading: 'Os seus direitos',
      blocks: [
        'Consoante o local onde vive (por exemplo, ao abrigo do RGPD na Europa ou da CCPA na Califórnia), tem o direito de:',
        [
          'aceder aos dados que temos sobre si e receber uma cópia;',
          'corrigir dados inexatos;',
          'pedir o apagamento dos seus dados;',
          'opor-se a certas utilizações ou limitá-las;',
          'receber os seus dados num formato portável;',
          'retirar o consentimento a qualquer momento, sem afetar o que foi feito antes.',
        ],
        `Escreva para [${COMPANY.privacyEmail}](mailto:${COMPANY.privacyEmail}). Respondemos no prazo de 30 dias. Tem também o direito de apresentar reclamação à autoridade de proteção de dados do seu país.`,
      ],
    },
    {
      id: 'security',
      heading: 'Segurança',
      blocks: [
        'Todas as ligações são cifradas (HTTPS). As palavras-passe, os links de gestão, os endereços IP e os emails dos compradores bloqueados são guardados apenas como hash, e as respostas dos compradores ao formulário de declaração são seladas com uma chave que só o nosso servidor tem. O acesso aos dados pessoais está limitado aos colaboradores que dele precisam (só os superadministradores podem abrir essas respostas), e cada ação administrativa fica registada.',
      ],
    },
    {
      id: 'adults-only',
      heading: 'Apenas para adultos',
      blocks: [
        'O Contacto destina-se apenas a pessoas com 18 anos ou mais. Não recolhemos conscientemente dados de menores e eliminamos qualquer perfil ou conta que pertença a alguém com menos de 18 anos.',
      ],
    },
    {
      id: 'changes',
      heading: 'Alterações a esta política',
      blocks: [
        'Se alterarmos esta política, publicamos aqui a nova versão com uma nova data. Se as alterações forem importantes, informamo-lo por email ou com um aviso no site.',
      ],
    },
  ],
} satisfies PageContent;
