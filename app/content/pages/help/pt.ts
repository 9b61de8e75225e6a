// Help Center FAQ, Portuguese (European).
import type { HelpContent } from '../../page-content.ts';

export default {
  intro:
    'Respostas às perguntas mais comuns sobre a compra de contactos, os pagamentos, a segurança e a gestão do seu próprio perfil. Não encontra o que procura? A nossa equipa responde em até 24 horas.',
  categories: [
    {
      id: 'getting-started',
      title: 'Primeiros passos',
      summary: 'Como funciona o Contacto, comprar sem conta, idiomas e utilização offline.',
      questions: [
        {
          id: 'faq-account',
          question: 'Preciso de uma conta para comprar contactos?',
          answer: [
            'Não. Pode explorar, encher o carrinho e pagar apenas com o seu endereço de email. As contas são opcionais e servem sobretudo para guardar perfis favoritos em todos os seus dispositivos.',
          ],
        },
        {
          id: 'faq-how-to-buy',
          question: 'Como compro os contactos de alguém?',
          answer: [
            [
              'Explore os perfis e adicione ao carrinho as mulheres que gostaria de contactar.',
              'Abra o carrinho e avance para o pagamento.',
              'Introduza o seu email (o nome é opcional) e pague na página segura de pagamento com cartão.',
              'Receba os contactos no ecrã e por email.',
            ],
          ],
        },
        {
          id: 'faq-languages',
          question: 'Em que idiomas está disponível o Contacto?',
          answer: [
            'Todo o site está disponível em inglês, espanhol, italiano, alemão, neerlandês e português. Escolha o idioma no seletor do cabeçalho ou do rodapé; a sua escolha fica memorizada neste dispositivo. A nossa equipa de suporte responde nos seis idiomas.',
          ],
        },
        {
          id: 'faq-offline',
          question: 'Posso usar o Contacto offline?',
          answer: [
            'Sim, em grande parte. Pode instalar o Contacto no telemóvel ou no computador como uma aplicação. Depois de carregado, os perfis, o carrinho e os contactos que comprou continuam disponíveis no seu dispositivo, mesmo sem ligação.',
            'Para pagar e enviar formulários precisa de ligação. Um perfil enviado sem ligação fica guardado no seu dispositivo e é enviado automaticamente assim que voltar a estar online.',
          ],
        },
      ],
    },
    {
      id: 'payments-billing',
      title: 'Pagamentos e faturação',
      summary: 'Preços, moeda, entrega dos contactos e reembolsos.',
      questions: [
        {
          id: 'faq-pricing',
          question: 'Quanto custa?',
          answer: [
            'Cada contacto custa $2 se comprar de 1 a 9 contactos. A partir de 10 contactos numa só encomenda, cada contacto custa $1.00. Não há assinaturas nem mensalidades: paga uma única vez por contacto.',
          ],
        },
        {
          id: 'faq-currency',
          question: 'Em que moeda cobram e há taxas?',
          answer: [
            'Todos os preços estão em dólares norte-americanos (USD). Não cobramos taxa de processamento ($0.00). Se o seu cartão for noutra moeda, o seu banco pode cobrar uma taxa de conversão própria.',
          ],
        },
        {
          id: 'faq-delivery',
          question: 'Quando recebo os contactos?',
          answer: [
            'Logo após o pagamento. Os contactos aparecem na página de confirmação, ficam guardados no seu dispositivo e são enviados para o seu email, com um link para os voltar a consultar mais tarde.',
            'Algumas mulheres preferem aprovar pessoalmente cada comprador, e isto aplica-se sempre a compradores nos Estados Unidos. Nesse caso, o valor é apenas autorizado no seu cartão: só é cobrado, e só recebe os contactos, quando ela aceitar. Se ela recusar ou não responder a tempo, a autorização é cancelada e não paga nada.',
          ],
        },
        {
          id: 'faq-refunds',
          question: 'Posso obter um reembolso?',
          answer: [
            'Todas as compras são definitivas. Consideramos, no entanto, um reembolso em caso de erro técnico ou se os contactos recebidos não forem válidos (por exemplo, um número que não existe). [Contacte-nos](contact) com o número da encomenda e analisaremos o caso.',
          ],
        },
      ],
    },
    {
      id: 'safety-security',
      title: 'Segurança e proteção',
      summary: 'Verificação, denúncia de problemas, segurança dos pagamentos e suporte.',
      questions: [
        {
          id: 'faq-verification',
          question: 'Como são verificados os perfis?',
          answer: [
            'Cada perfil passa por três etapas: o envio pela própria mulher, a verificação pela nossa equipa (18 anos ou mais, fotografias reais e coerentes, contactos que funcionam) e a aprovação. Só são publicados os perfis aprovados. Saiba mais na página [Sobre nós](about).',
          ],
        },
        {
          id: 'faq-report',
          question: 'Como denuncio um perfil ou um problema?',
          answer: [
            'Utilize o [formulário de denúncia](report). Pode denunciar de forma anónima e anexar provas, como uma captura de ecrã. Analisamos cada denúncia em até 24 horas e tomamos medidas, que podem incluir remover um perfil ou bloquear um comprador.',
          ],
        },
        {
          id: 'faq-payment-security',
          question: 'Os meus dados de pagamento estão seguros?',
          answer: [
            'Sim. Os pagamentos são processados pela Stripe na sua página de pagamento segura, em conformidade com a norma PCI. O Contacto nunca vê nem guarda o número do seu cartão.',
          ],
        },
        {
          id: 'faq-support-time',
          question: 'Quanto tempo demora o suporte a responder?',
          answer: ['A nossa equipa de suporte responde em até 24 horas. Escreva-nos através da [página de contacto](contact).'],
        },
      ],
    },
    {
      id: 'profile-management',
      title: 'Gestão do perfil',
      summary: 'Enviar, rever, alterar ou eliminar o seu próprio perfil.',
      questions: [
        {
          id: 'faq-submit',
          question: 'Como envio o meu perfil?',
          answer: [
            'Preencha o [formulário de perfil](submit-profile) com os seus dados, as suas fotografias e os canais de contacto que quer partilhar. O envio é gratuito e não precisa de conta.',
          ],
        },
        {
          id: 'faq-review-time',
          question: 'Quanto tempo demora a análise?',
          answer: [
            'Analisamos cada perfil em 24–48 horas. Receberá um email assim que o seu perfil for aprovado, ou se precisarmos de mais alguma coisa.',
          ],
        },
        {
          id: 'faq-edit-profile',
          question: 'Posso alterar o meu perfil ou escolher quem recebe os meus contactos?',
          answer: [
            'Sim. Depois do envio, recebe por email um link privado de gestão. Com ele pode editar ou pausar o perfil, alterar os canais que partilha e optar por aprovar pessoalmente cada comprador antes de os seus contactos serem entregues.',
          ],
        },
        {
          id: 'faq-withdraw',
          question: 'Como retiro o meu consentimento ou elimino o meu perfil?',
          answer: [
            'Abra o seu link privado de gestão e escolha eliminar o perfil, ou [contacte-nos](contact) e fazemo-lo por si. O perfil desaparece imediatamente do site e dos resultados de pesquisa, e as cópias guardadas nos dispositivos dos visitantes são apagadas na próxima vez que se ligarem. A partir desse momento, os seus contactos deixam de ser entregues a quem quer que seja.',
            'Os compradores que receberam os seus contactos antes da retirada do consentimento ficam com o que receberam. Se alguém os utilizar de forma abusiva, [denuncie](report) e bloquearemos esse comprador.',
          ],
        },
      ],
    },
  ],
} satisfies HelpContent;
