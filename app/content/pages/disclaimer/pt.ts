// Disclaimer, Portuguese (European).
import { COMPANY } from '../../company.ts';
import type { PageContent } from '../../page-content.ts';

export default {
  intro:
    'O Contacto vende informações de contacto. Esta página explica o que podemos e não podemos prometer, para que use o serviço com expectativas realistas.',
  sections: [
    {
      id: 'nature',
      heading: 'Informações de contacto, não uma agência de encontros ou matrimonial',
      blocks: [
        'O Contacto é uma plataforma de comércio eletrónico de informações de contacto. Não somos um site de encontros, uma agência matrimonial nem um serviço de intermediação de relações, e não somos parte das conversas ou relações que possam surgir após uma compra. Não garantimos uma resposta, um encontro, uma relação ou um casamento.',
      ],
    },
    {
      id: 'verification',
      heading: 'Limites da verificação',
      blocks: [
        'A nossa equipa analisa cada perfil antes de o publicar: verificamos a idade, as fotografias e os contactos. A verificação reduz muito o risco de perfis falsos, mas não o pode eliminar, e não podemos confirmar tudo o que uma pessoa escreve sobre si. Os dados pessoais, os interesses e as intenções são descritos por cada mulher pelas suas próprias palavras.',
      ],
    },
    {
      id: 'availability',
      heading: 'Os contactos podem mudar',
      blocks: [
        'Os contactos estão corretos no momento da entrega, mas por vezes as pessoas mudam de número ou encerram uma conta. Se os contactos não forem válidos quando os receber, consideraremos um reembolso, como explicado nos nossos [Termos de serviço](terms).',
      ],
    },
    {
      id: 'figures',
      heading: 'Números e histórias de sucesso',
      blocks: [
        'Os números apresentados no site (500+ perfis verificados, 50+ histórias de sucesso, 25+ países, avaliação de 5 estrelas) descrevem o Contacto no seu conjunto ao longo do tempo. As histórias de sucesso são experiências pessoais de clientes individuais; não são resultados típicos nem uma promessa para si.',
      ],
    },
    {
      id: 'conduct',
      heading: 'A sua própria responsabilidade',
      blocks: [
        'É responsável pela forma como comunica e pelas decisões que toma, incluindo viajar e conhecer alguém pessoalmente. Siga as nossas [Dicas de segurança](safety) e nunca envie dinheiro a alguém que conheceu online.',
      ],
    },
    {
      id: 'no-advice',
      heading: 'Sem aconselhamento jurídico ou de imigração',
      blocks: [
        'Nada no Contacto constitui aconselhamento jurídico, de imigração, de viagem ou financeiro. As regras sobre vistos, casamento e relações internacionais variam de país para país; consulte um profissional qualificado ou as autoridades competentes.',
      ],
    },
    {
      id: 'third-party',
      heading: 'Serviços de terceiros',
      blocks: [
        'O WhatsApp, o Instagram, o Telegram, o Facebook, o TikTok e os fornecedores de email são serviços independentes, sem ligação ao Contacto. Quando os utiliza, aplicam-se os seus próprios termos e políticas de privacidade, e não somos responsáveis por eles.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitação de responsabilidade',
      blocks: [
        `Na medida permitida por lei, a ${COMPANY.legalName} não responde por danos indiretos ou consequenciais nem pelo comportamento dos utilizadores, e a sua responsabilidade por uma compra está limitada ao montante pago por ela. Os seus direitos imperativos enquanto consumidor não são afetados.`,
      ],
    },
  ],
} satisfies PageContent;
