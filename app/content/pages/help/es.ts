// Help Center FAQ, Spanish.
import type { HelpContent } from '../../page-content.ts';

export default {
  intro:
    'Respuestas a las preguntas más frecuentes sobre la compra de datos de contacto, los pagos, la seguridad y la gestión de tu propio perfil. ¿No encuentras lo que buscas? Nuestro equipo responde en menos de 24 horas.',
  categories: [
    {
      id: 'getting-started',
      title: 'Primeros pasos',
      summary: 'Cómo funciona Contacto, comprar sin cuenta, idiomas y uso sin conexión.',
      questions: [
        {
          id: 'faq-account',
          question: '¿Necesito una cuenta para comprar datos de contacto?',
          answer: [
            'No. Puedes explorar, llenar tu carrito y pagar solo con tu correo electrónico. Las cuentas son opcionales y sirven sobre todo para guardar perfiles favoritos en todos tus dispositivos.',
          ],
        },
        {
          id: 'faq-how-to-buy',
          question: '¿Cómo compro los datos de contacto de alguien?',
          answer: [
            [
              'Explora los perfiles y añade a tu carrito a las mujeres que te gustaría contactar.',
              'Abre tu carrito y continúa al pago.',
              'Escribe tu correo electrónico (el nombre es opcional) y paga en la página segura de pago con tarjeta.',
              'Recibe los datos de contacto en pantalla y por correo electrónico.',
            ],
          ],
        },
        {
          id: 'faq-languages',
          question: '¿En qué idiomas está disponible Contacto?',
          answer: [
            'Todo el sitio está disponible en inglés, español, italiano, alemán, neerlandés y portugués. Elige tu idioma con el selector de la cabecera o del pie de página; tu elección se recuerda en este dispositivo. Nuestro equipo de soporte responde en los seis idiomas.',
          ],
        },
        {
          id: 'faq-offline',
          question: '¿Puedo usar Contacto sin conexión?',
          answer: [
            'Sí, en gran parte. Puedes instalar Contacto en tu teléfono o computadora como una aplicación. Una vez cargado, los perfiles, tu carrito y los datos de contacto que hayas comprado siguen disponibles en tu dispositivo, incluso sin conexión.',
            'Para pagar y enviar formularios necesitas conexión. Un perfil enviado sin conexión se guarda en tu dispositivo y se envía automáticamente en cuanto vuelvas a estar en línea.',
          ],
        },
      ],
    },
    {
      id: 'payments-billing',
      title: 'Pagos y facturación',
      summary: 'Precios, moneda, entrega de los datos de contacto y reembolsos.',
      questions: [
        {
          id: 'faq-pricing',
          question: '¿Cuánto cuesta?',
          answer: [
            'Cada contacto cuesta $2 si compras de 1 a 9 contactos. A partir de 10 contactos en un mismo pedido, cada contacto cuesta $1.00. No hay suscripciones ni cuotas mensuales: pagas una sola vez por contacto.',
          ],
        },
        {
          id: 'faq-currency',
          question: '¿En qué moneda cobran y hay comisiones?',
          answer: [
            'Todos los precios están en dólares estadounidenses (USD). No cobramos comisión de procesamiento ($0.00). Si tu tarjeta está en otra moneda, tu banco puede aplicar su propia comisión de cambio.',
          ],
        },
        {
          id: 'faq-delivery',
          question: '¿Cuándo recibo los datos de contacto?',
          answer: [
            'Justo después del pago. Los datos aparecen en la página de confirmación, se guardan en tu dispositivo y se envían a tu correo electrónico, junto con un enlace para volver a consultarlos más tarde.',
            'Algunas mujeres prefieren aprobar personalmente a cada comprador, y esto se aplica siempre a los compradores de Estados Unidos. En ese caso, en tu tarjeta solo se hace una autorización: se te cobra y recibes los datos cuando ella acepta. Si no acepta o no responde a tiempo, la autorización se cancela y no pagas nada.',
          ],
        },
        {
          id: 'faq-refunds',
          question: '¿Puedo obtener un reembolso?',
          answer: [
            'Todas las compras son definitivas. Sí consideramos un reembolso si hubo un error técnico o si los datos de contacto que recibiste no son válidos (por ejemplo, un número que no existe). [Escríbenos](contact) con tu número de pedido y lo revisaremos.',
          ],
        },
      ],
    },
    {
      id: 'safety-security',
      title: 'Seguridad y protección',
      summary: 'Verificación, reportar problemas, seguridad de los pagos y soporte.',
      questions: [
        {
          id: 'faq-verification',
          question: '¿Cómo se verifican los perfiles?',
          answer: [
            'Cada perfil pasa por tres pasos: el envío por parte de la propia mujer, la verificación por nuestro equipo (18 años o más, fotos reales y coherentes, datos de contacto que funcionan) y la aprobación. Solo se publican los perfiles aprobados. Más información en [Sobre nosotros](about).',
          ],
        },
        {
          id: 'faq-report',
          question: '¿Cómo reporto un perfil o un problema?',
          answer: [
            'Usa el [formulario de reporte](report). Puedes reportar de forma anónima y adjuntar pruebas, como una captura de pantalla. Revisamos cada reporte en menos de 24 horas y tomamos medidas, que pueden incluir eliminar un perfil o bloquear a un comprador.',
          ],
        },
        {
          id: 'faq-payment-security',
          question: '¿Están seguros mis datos de pago?',
          answer: [
            'Sí. Los pagos los procesa Stripe en su página de pago segura, que cumple la norma PCI. Contacto nunca ve ni guarda el número de tu tarjeta.',
          ],
        },
        {
          id: 'faq-support-time',
          question: '¿Cuánto tarda en responder el soporte?',
          answer: ['Nuestro equipo de soporte responde en menos de 24 horas. Escríbenos desde la [página de contacto](contact).'],
        },
      ],
    },
    {
      id: 'profile-management',
      title: 'Gestión del perfil',
      summary: 'Enviar, revisar, cambiar o eliminar tu propio perfil.',
      questions: [
        {
          id: 'faq-submit',
          question: '¿Cómo envío mi perfil?',
          answer: [
            'Completa el [formulario de perfil](submit-profile) con tus datos, tus fotos y los canales de contacto que quieres compartir. Enviarlo es gratis y no necesitas una cuenta.',
          ],
        },
        {
          id: 'faq-review-time',
          question: '¿Cuánto tarda la revisión?',
          answer: [
            'Revisamos cada perfil en un plazo de 24–48 horas. Recibirás un correo electrónico en cuanto tu perfil sea aprobado o si necesitamos algo más de ti.',
          ],
        },
        {
          id: 'faq-edit-profile',
          question: '¿Puedo cambiar mi perfil o elegir quién recibe mis datos?',
          answer: [
            'Sí. Después de enviarlo recibirás por correo un enlace privado de propietaria. Con él puedes editar o pausar tu perfil, cambiar los canales que compartes y elegir aprobar tú misma a cada comprador antes de que se entreguen tus datos.',
          ],
        },
        {
          id: 'faq-withdraw',
          question: '¿Cómo retiro mi consentimiento o elimino mi perfil?',
          answer: [
            'Abre tu enlace privado de propietaria y elige eliminar tu perfil, o [escríbenos](contact) y lo haremos por ti. Tu perfil desaparece de inmediato del sitio y de los resultados de búsqueda, y las copias guardadas en los dispositivos de los visitantes se borran la próxima vez que se conecten. Desde ese momento, tus datos ya no se entregan a nadie.',
            'Los compradores que recibieron tus datos antes de que retiraras tu consentimiento conservan lo que recibieron. Si alguien los usa mal, [repórtalo](report) y bloquearemos a ese comprador.',
          ],
        },
      ],
    },
  ],
} satisfies HelpContent;
