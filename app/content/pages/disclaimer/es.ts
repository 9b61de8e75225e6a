// Disclaimer, Spanish.
import { COMPANY } from '../../company.ts';
import type { PageContent } from '../../page-content.ts';

export default {
  intro:
    'Contacto vende información de contacto. Esta página explica qué podemos prometer y qué no, para que uses el servicio con expectativas realistas.',
  sections: [
    {
      id: 'nature',
      heading: 'Información de contacto, no una agencia de citas ni matrimonial',
      blocks: [
        'Contacto es una plataforma de comercio electrónico de información de contacto. No somos un sitio de citas, ni una agencia matrimonial, ni un servicio de emparejamiento, y no somos parte de las conversaciones o relaciones que puedan surgir tras una compra. No garantizamos una respuesta, un encuentro, una relación ni un matrimonio.',
      ],
    },
    {
      id: 'verification',
      heading: 'Límites de la verificación',
      blocks: [
        'Nuestro equipo revisa cada perfil antes de publicarlo: comprobamos la edad, las fotos y los datos de contacto. La verificación reduce mucho el riesgo de perfiles falsos, pero no puede eliminarlo, y no podemos comprobar todo lo que una persona escribe sobre sí misma. Los datos personales, los intereses y las intenciones los describe cada mujer con sus propias palabras.',
      ],
    },
    {
      id: 'availability',
      heading: 'Los datos de contacto pueden cambiar',
      blocks: [
        'Los datos de contacto son correctos en el momento de la entrega, pero a veces las personas cambian de número o cierran una cuenta. Si los datos no son válidos cuando los recibes, consideraremos un reembolso, como se explica en nuestros [Términos del servicio](terms).',
      ],
    },
    {
      id: 'figures',
      heading: 'Cifras e historias de éxito',
      blocks: [
        'Las cifras que aparecen en el sitio (500+ perfiles verificados, 50+ historias de éxito, 25+ países, valoración de 5 estrellas) describen Contacto en su conjunto a lo largo del tiempo. Las historias de éxito son experiencias personales de clientes concretos; no son resultados habituales ni una promesa para ti.',
      ],
    },
    {
      id: 'conduct',
      heading: 'Tu propia responsabilidad',
      blocks: [
        'Eres responsable de cómo te comunicas y de las decisiones que tomas, incluido viajar y conocer a alguien en persona. Sigue nuestros [Consejos de seguridad](safety) y nunca envíes dinero a alguien que conociste en internet.',
      ],
    },
    {
      id: 'no-advice',
      heading: 'Sin asesoramiento legal ni migratorio',
      blocks: [
        'Nada de lo que aparece en Contacto constituye asesoramiento legal, migratorio, de viaje ni financiero. Las normas sobre visados, matrimonio y relaciones internacionales varían de un país a otro; consulta a un profesional cualificado o a las autoridades competentes.',
      ],
    },
    {
      id: 'third-party',
      heading: 'Servicios de terceros',
      blocks: [
        'WhatsApp, Instagram, Telegram, Facebook, TikTok y los proveedores de correo electrónico son servicios independientes que no están vinculados a Contacto. Cuando los usas se aplican sus propios términos y políticas de privacidad, y no somos responsables de ellos.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitación de responsabilidad',
      blocks: [
        `En la medida en que la ley lo permita, ${COMPANY.legalName} no responde de daños indirectos o consecuentes ni del comportamiento de los usuarios, y su responsabilidad por una compra se limita al importe pagado por ella. Tus derechos imperativos como consumidor no se ven afectados.`,
      ],
    },
  ],
} satisfies PageContent;
