// About page, Spanish.
import type { PageContent } from '../../page-content.ts';

export default {
  intro:
    'Contacto ayuda a personas de todo el mundo a ponerse en contacto con mujeres de la República Dominicana que buscan una relación seria. Cada perfil lo envía la propia mujer, lo revisa nuestro equipo y solo se publica con su consentimiento.',
  sections: [
    {
      id: 'mission',
      heading: 'Nuestra misión',
      blocks: [
        'Conocer a alguien de otro país no debería depender de la suerte, de cuentas falsas ni de agencias caras. Nuestra misión es que el primer contacto sea sencillo, honesto y seguro para ambas partes.',
        'Para las mujeres de Contacto, eso significa decidir ellas mismas qué comparten: qué datos de contacto, qué fotos y con qué compradores. Para quienes las contactan, significa perfiles reales y verificados y un precio claro, sin suscripciones ni cuotas mensuales.',
      ],
    },
    {
      id: 'verification',
      heading: 'Cómo verificamos cada perfil',
      blocks: ['Ningún perfil se publica sin superar tres pasos. La revisión suele tardar 24–48 horas.'],
      steps: [
        {
          id: 'step-submission',
          title: 'Envío',
          text: 'Ella misma crea su perfil, elige los canales de contacto que quiere compartir y da su consentimiento. Enviar un perfil es gratis.',
        },
        {
          id: 'step-verification',
          title: 'Verificación',
          text: 'Nuestro equipo comprueba que tiene al menos 18 años, que sus fotos son reales y coherentes y que sus datos de contacto funcionan. Eliminamos la ubicación guardada en las fotos.',
        },
        {
          id: 'step-approval',
          title: 'Aprobación',
          text: 'Solo se publican los perfiles aprobados. Ella puede editar, pausar o eliminar su perfil en cualquier momento con su enlace privado de propietaria.',
        },
      ],
    },
    {
      id: 'what-we-are',
      heading: 'Qué es Contacto y qué no es',
      blocks: [
        'Contacto es una plataforma de comercio electrónico de información de contacto. Pagas una sola vez por los datos de contacto que una mujer decidió compartir y los recibes justo después del pago. Lo que pase después es una conversación entre dos personas adultas.',
        [
          'No somos un sitio de citas, ni una agencia matrimonial, ni un servicio de emparejamiento.',
          'No escribimos mensajes en nombre de nadie, no organizamos citas ni viajes.',
          'Nunca prometemos una respuesta, una relación ni un matrimonio.',
        ],
      ],
    },
    {
      id: 'consent',
      heading: 'El consentimiento es lo primero',
      blocks: [
        'Cada mujer decide qué canales comparte y puede pedir aprobar personalmente a cada comprador. Puede retirar su consentimiento cuando quiera: su perfil desaparece entonces del sitio, de los resultados de búsqueda y de las copias guardadas en los dispositivos de los visitantes.',
        'Más información en nuestra [Política de privacidad](privacy) y en nuestros [Consejos de seguridad](safety).',
      ],
    },
    {
      id: 'company',
      heading: 'Quiénes somos',
      blocks: [
        'Contacto lo gestiona un pequeño equipo en Estados Unidos y la República Dominicana, y lo opera una sociedad de responsabilidad limitada (LLC) estadounidense. El sitio está disponible en seis idiomas y nuestro equipo de soporte responde en menos de 24 horas. Puedes escribirnos desde nuestra [página de contacto](contact).',
      ],
    },
  ],
} satisfies PageContent;
