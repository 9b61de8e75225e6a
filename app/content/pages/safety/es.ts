// Safety Tips, Spanish.
import type { PageContent } from '../../page-content.ts';

export default {
  intro:
    'La mayoría de las conversaciones que empiezan en Contacto son amables y sinceras. Estos consejos te ayudan a que siga siendo así: cómo protegerte mientras hablas, cómo reconocer una estafa romántica y cómo conocer a alguien en persona con seguridad.',
  sections: [
    {
      id: 'talking',
      heading: 'Hablar con seguridad',
      blocks: [
        [
          'Tómate tu tiempo. Primero conózcanse bien por mensajes y videollamadas, antes de planear cualquier otra cosa.',
          'Haz una videollamada pronto. Es la forma más fácil de asegurarte de que la persona con la que hablas es la del perfil.',
          'Al principio, guarda para ti tu información personal: tu dirección, tu lugar de trabajo, tus datos bancarios y copias de tu documento de identidad o pasaporte.',
          'Sé respetuoso. Si ella no responde o dice que no, acéptalo y no insistas.',
        ],
      ],
    },
    {
      id: 'romance-scams',
      heading: 'Cómo reconocer una estafa romántica',
      blocks: [
        'Los estafadores crean identidades falsas, se ganan la confianza rápidamente y luego inventan un motivo para pedir dinero. Ten cuidado cuando alguien que conociste en internet:',
        [
          'declara sentimientos muy intensos enseguida o habla de matrimonio tras pocos mensajes;',
          'siempre encuentra una excusa para evitar las videollamadas o un encuentro en persona;',
          'te cuenta una emergencia repentina: un familiar enfermo, un accidente, una cuenta bancaria bloqueada o un problema en la aduana;',
          'te pide pasar la conversación a otra aplicación y mantenerla en secreto;',
          'te pide dinero, tarjetas de regalo, criptomonedas, tus datos bancarios o ayuda con una “oportunidad de negocio”.',
        ],
      ],
    },
    {
      id: 'never-send-money',
      heading: 'Nunca envíes dinero',
      blocks: [
        'Nunca envíes dinero, tarjetas de regalo, criptomonedas ni boletos de avión a alguien a quien no conoces en persona, por muy convincente que parezca la historia. El dinero enviado así casi nunca se recupera.',
        'Contacto solo cobra en su propia página de pago segura, y solo por datos de contacto. Nunca te pediremos que pagues directamente a nadie, que pagues una “tarifa de desbloqueo” ni que pagues fuera de nuestro sitio. Si alguien lo hace, es una estafa: [repórtala](report).',
      ],
    },
    {
      id: 'meeting',
      heading: 'Conocerse en persona',
      blocks: [
        [
          'Para el primer encuentro, elige un lugar público y concurrido, como una cafetería o un restaurante, y de día.',
          'Dile a un amigo o familiar adónde vas, con quién te vas a ver y cuándo piensas volver.',
          'Organiza tu propio transporte y tu propio alojamiento, y decide tú cuándo te vas.',
          'Lleva el teléfono cargado y bebe con moderación. Nunca dejes tu bebida ni tus cosas sin vigilancia.',
          'Confía en tu instinto. Si algo no te parece bien, puedes irte en cualquier momento.',
        ],
      ],
    },
    {
      id: 'travel',
      heading: 'Viajar a la República Dominicana',
      blocks: [
        [
          'Consulta las recomendaciones de viaje de tu gobierno y los requisitos de entrada antes de reservar.',
          'Contrata un seguro de viaje y guarda copias de tu pasaporte separadas del original.',
          'Usa taxis autorizados o aplicaciones de transporte conocidas, y evita mostrar objetos caros o mucho dinero en efectivo.',
          'Guarda la dirección y el teléfono de la embajada o el consulado de tu país.',
        ],
      ],
    },
    {
      id: 'something-wrong',
      heading: 'Si algo sale mal',
      blocks: [
        'Si estás en peligro, llama de inmediato al número de emergencias. En cualquier otro caso, corta la conversación, guarda capturas de pantalla de los mensajes y [repórtalo](report). Revisamos cada reporte en menos de 24 horas y podemos eliminar perfiles y bloquear compradores. Si perdiste dinero, denúncialo también a tu banco y a la policía.',
      ],
    },
  ],
} satisfies PageContent;
