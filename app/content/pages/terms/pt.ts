// Terms of Service, Portuguese (European).
import { COMPANY, companyAddressInline } from '../../company.ts';
import type { PageContent } from '../../page-content.ts';

export default {
  intro: `Estes termos regem a utilização do Contacto, explorado pela ${COMPANY.legalName}. Ao navegar no site, comprar contactos ou enviar um perfil, aceita-os. Leia-os com atenção.`,
  sections: [
    {
      id: 'service',
      heading: 'O que é o Contacto',
      blocks: [
        'O Contacto é uma plataforma de comércio eletrónico de informações de contacto. Publicamos perfis que mulheres da República Dominicana nos enviaram e que verificámos, e vendemos os contactos que cada uma delas escolheu partilhar.',
        'O Contacto não é um site de encontros, uma agência matrimonial nem um serviço de intermediação de relações. Não marcamos encontros, não traduzimos nem escrevemos mensagens, não organizamos viagens nem participamos nas suas conversas, e não garantimos que alguém responda.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Quem pode usar o Contacto',
      blocks: [
        'Tem de ter pelo menos 18 anos e capacidade legal para celebrar um contrato. Não pode usar o Contacto onde isso seja contrário à lei do seu país.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Contas',
      blocks: [
        'Não precisa de conta para comprar. Uma conta opcional permite-lhe guardar perfis favoritos. Não partilhe a sua palavra-passe: é responsável pelo que acontece na sua conta. Podemos encerrar contas que violem estes termos.',
      ],
    },
    {
      id: 'purchases',
      heading: 'Preços, pagamento e entrega',
      blocks: [
        [
          'Cada contacto custa $2 para encomendas de 1 a 9 contactos; a partir de 10 contactos, cada um custa $1.00.',
          'Os preços estão em dólares norte-americanos (USD), a taxa de processamento é de $0.00 e não há assinaturas nem cobranças recorrentes.',
          'Os pagamentos são processados pela Stripe. Nunca recebemos o número do seu cartão.',
          'Os contactos são entregues no ecrã e por email logo após o pagamento.',
        ],
        'Compra os contactos que a mulher escolheu partilhar no momento da sua compra. Uma compra não lhe dá direito a uma resposta, a um encontro nem a qualquer relação.',
      ],
    },
    {
      id: 'buyer-approval',
      heading: 'Compras que precisam da aprovação dela',
      blocks: [
        'Uma mulher pode decidir aprovar pessoalmente cada comprador. Nesse caso, ao pagar, o valor é apenas autorizado no seu cartão; só é cobrado, e os contactos só são entregues, se ela aceitar. Se ela recusar ou não responder antes do prazo indicado no pagamento, a autorização é cancelada e não lhe é cobrado nada.',
        'Compradores nos Estados Unidos: embora o Contacto não seja uma agência matrimonial, seguimos a regra da lei norte-americana International Marriage Broker Regulation Act (IMBRA), segundo a qual uma mulher tem de dar o seu consentimento por escrito antes de os seus contactos serem fornecidos a um cliente norte-americano específico. Por isso, as compras a partir dos Estados Unidos precisam sempre da aprovação dela e incluem um breve formulário de informação, que lhe transmitimos antes de ela decidir.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Reembolsos',
      blocks: [
        'Todas as compras são definitivas. Consideraremos um reembolso se um erro técnico tiver impedido a entrega ou se os contactos recebidos não forem válidos. [Contacte-nos](contact) nos 14 dias seguintes à compra e indique o número da encomenda.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Utilização aceitável',
      blocks: [
        'Os contactos destinam-se ao seu uso pessoal e privado. Não pode:',
        [
          'assediar, ameaçar, enganar ou pressionar alguém, nem continuar a contactar quem lhe disse que não;',
          'pedir dinheiro a alguém ou oferecer dinheiro por algo que não sejam os nossos contactos;',
          'publicar, revender ou partilhar os contactos que recebe;',
          'copiar o conteúdo do site ou recolher dados dele de forma automatizada;',
          'usar o Contacto para fins comerciais, prostituição, tráfico de seres humanos ou qualquer outro fim ilícito.',
        ],
        'Podemos bloquear, sem reembolso, os compradores que violem estas regras, e denunciamos atividades ilícitas às autoridades.',
      ],
    },
    {
      id: 'submitting',
      heading: 'Enviar um perfil',
      blocks: [
        'Se enviar um perfil, confirma que é o seu, que tem pelo menos 18 anos, que as informações são verdadeiras e que as fotografias e os vídeos são seus ou que tem o direito de os usar. O envio é gratuito. Analisamos cada perfil em 24–48 horas e podemos recusar ou remover qualquer perfil.',
        'Autoriza-nos a mostrar o seu perfil no Contacto, em todos os idiomas do site, enquanto estiver publicado. Pode editá-lo, pausá-lo ou eliminá-lo e retirar o seu consentimento a qualquer momento, com o seu link privado de gestão ou escrevendo-nos.',
      ],
    },
    {
      id: 'reports',
      heading: 'Denúncias e medidas',
      blocks: [
        'Qualquer pessoa pode [denunciar](report) um perfil, uma mensagem ou um problema de pagamento. Analisamos as denúncias em até 24 horas. Denúncias falsas feitas de propósito podem levar a restrições na sua utilização do Contacto.',
      ],
    },
    {
      id: 'liability',
      heading: 'Responsabilidade',
      blocks: [
        'Verificamos os perfis com cuidado, mas não podemos garantir o comportamento das pessoas. O Contacto é fornecido «tal como está». Na medida permitida por lei, a nossa responsabilidade total por uma compra está limitada ao montante que pagou por ela. Nada nestes termos limita a responsabilidade que a lei não permite limitar. Consulte também o nosso [Aviso legal](disclaimer).',
      ],
    },
    {
      id: 'law',
      heading: 'Lei aplicável',
      blocks: [
        `Estes termos regem-se pelas leis do Estado da ${COMPANY.state}, Estados Unidos. Se for consumidor, mantém a proteção das normas imperativas do país onde vive.`,
      ],
    },
    {
      id: 'changes',
      heading: 'Alterações e contacto',
      blocks: [
        `Podemos atualizar estes termos; a data no topo indica a versão mais recente. Cada compra rege-se pelos termos em vigor no momento em que foi feita. Questões: [${COMPANY.legalEmail}](mailto:${COMPANY.legalEmail}), ${companyAddressInline('pt')}.`,
      ],
    },
  ],
} satisfies PageContent;
