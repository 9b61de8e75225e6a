// About page, Portuguese (European).
import type { PageContent } from '../../page-content.ts';

export default {
  intro:
    'O Contacto ajuda pessoas de todo o mundo a entrar em contacto com mulheres da República Dominicana que procuram uma relação séria. Cada perfil é enviado pela própria mulher, verificado pela nossa equipa e publicado apenas com o consentimento dela.',
  sections: [
    {
      id: 'mission',
      heading: 'A nossa missão',
      blocks: [
        'Conhecer alguém de outro país não deveria depender da sorte, de contas falsas nem de agências caras. A nossa missão é tornar o primeiro contacto simples, honesto e seguro para ambas as partes.',
        'Para as mulheres no Contacto, isso significa decidirem elas próprias o que partilham: que contactos, que fotografias e com que compradores. Para quem as contacta, significa perfis reais e verificados e um preço claro, sem assinaturas nem mensalidades.',
      ],
    },
    {
      id: 'verification',
      heading: 'Como verificamos cada perfil',
      blocks: ['Nenhum perfil é publicado sem passar por três etapas. A análise demora normalmente 24–48 horas.'],
      steps: [
        {
          id: 'step-submission',
          title: 'Envio',
          text: 'Ela própria cria o perfil, escolhe os canais de contacto que quer partilhar e dá o seu consentimento. O envio é gratuito.',
        },
        {
          id: 'step-verification',
          title: 'Verificação',
          text: 'A nossa equipa confirma que ela tem pelo menos 18 anos, que as fotografias são reais e coerentes e que os contactos funcionam. Os dados de localização das fotografias são removidos.',
        },
        {
          id: 'step-approval',
          title: 'Aprovação',
          text: 'Só são publicados os perfis aprovados. Com o seu link privado de gestão, ela pode editar, pausar ou eliminar o perfil a qualquer momento.',
        },
      ],
    },
    {
      id: 'what-we-are',
      heading: 'O que o Contacto é, e o que não é',
      blocks: [
        'O Contacto é uma plataforma de comércio eletrónico de informações de contacto. Paga uma única vez pelos contactos que uma mulher escolheu partilhar e recebe-os logo após o pagamento. O que acontece depois é uma conversa entre dois adultos.',
        [
          'Não somos um site de encontros, uma agência matrimonial nem um serviço de intermediação de relações.',
          'Não escrevemos mensagens em nome de ninguém, não marcamos encontros nem organizamos viagens.',
          'Nunca prometemos uma resposta, uma relação ou um casamento.',
        ],
      ],
    },
    {
      id: 'consent',
      heading: 'O consentimento está em primeiro lugar',
      blocks: [
        'Cada mulher decide que canais partilha e pode pedir para aprovar pessoalmente cada comprador. Pode retirar o consentimento quando quiser: o perfil desaparece então do site, dos resultados de pesquisa e das cópias guardadas nos dispositivos dos visitantes.',
        'Saiba mais na nossa [Política de privacidade](privacy) e nas nossas [Dicas de segurança](safety).',
      ],
    },
    {
      id: 'company',
      heading: 'Quem somos',
      blocks: [
        'O Contacto é gerido por uma pequena equipa nos Estados Unidos e na República Dominicana e é explorado por uma sociedade de responsabilidade limitada (LLC) norte-americana. O site está disponível em seis idiomas e a nossa equipa de suporte responde em até 24 horas. Pode contactar-nos através da nossa [página de contacto](contact).',
      ],
    },
  ],
} satisfies PageContent;
