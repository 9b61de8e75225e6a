// Terms of Service, Spanish.
import { COMPANY, companyAddressInline } from '../../company.ts';
import type { PageContent } from '../../page-content.ts';

export default {
  intro: `Estos términos regulan el uso de Contacto, operado por ${COMPANY.legalName}. Al explorar el sitio, comprar datos de contacto o enviar un perfil, los aceptas. Léelos con atención.`,
  sections: [
    {
      id: 'service',
      heading: 'Qué es Contacto',
      blocks: [
        'Contacto es una plataforma de comercio electrónico de información de contacto. Publicamos perfiles que mujeres de la República Dominicana nos han enviado y que hemos verificado, y vendemos los datos de contacto que cada una de ellas decidió compartir.',
        'Contacto no es un sitio de citas, ni una agencia matrimonial, ni un servicio de emparejamiento. No organizamos encuentros, no traducimos ni escribimos mensajes, no organizamos viajes ni participamos en tus conversaciones, y no garantizamos que nadie responda.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Quién puede usar Contacto',
      blocks: [
        'Debes tener al menos 18 años y capacidad legal para celebrar un contrato. No debes usar Contacto donde hacerlo vaya en contra de la ley de tu país.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Cuentas',
      blocks: [
        'No necesitas una cuenta para comprar. Una cuenta opcional te permite guardar perfiles favoritos. No compartas tu contraseña: eres responsable de lo que ocurra en tu cuenta. Podemos cerrar las cuentas que incumplan estos términos.',
      ],
    },
    {
      id: 'purchases',
      heading: 'Precios, pago y entrega',
      blocks: [
        [
          'Cada contacto cuesta $2 si compras de 1 a 9 contactos en un pedido; a partir de 10 contactos, cada uno cuesta $1.00.',
          'Los precios están en dólares estadounidenses (USD), la comisión de procesamiento es de $0.00 y no hay suscripciones ni cargos recurrentes.',
          'Los pagos los procesa Stripe. Nunca recibimos el número de tu tarjeta.',
          'Los datos de contacto se entregan en pantalla y por correo electrónico justo después del pago.',
        ],
        'Compras los datos de contacto que la mujer decidió compartir en el momento de tu compra. Una compra no te da derecho a una respuesta, a un encuentro ni a ninguna relación.',
      ],
    },
    {
      id: 'buyer-approval',
      heading: 'Compras que necesitan su aprobación',
      blocks: [
        'Una mujer puede decidir aprobar personalmente a cada comprador. En ese caso, al pagar solo se autoriza el cargo en tu tarjeta; se te cobra, y se entregan los datos, solo si ella acepta. Si no acepta o no responde antes del plazo indicado al pagar, la autorización se cancela y no se te cobra nada.',
        'Compradores en Estados Unidos: aunque Contacto no es una agencia matrimonial, seguimos la regla de la ley estadounidense International Marriage Broker Regulation Act (IMBRA), según la cual una mujer debe dar su consentimiento por escrito antes de que su información de contacto se entregue a un cliente estadounidense concreto. Por eso, las compras desde Estados Unidos siempre necesitan su aprobación e incluyen un breve formulario de información que le hacemos llegar antes de que decida.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Reembolsos',
      blocks: [
        'Todas las compras son definitivas. Consideraremos un reembolso si un error técnico impidió la entrega o si la información de contacto que recibiste no es válida. [Escríbenos](contact) en los 14 días siguientes a tu compra e indica tu número de pedido.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Uso aceptable',
      blocks: [
        'Los datos de contacto son para tu uso personal y privado. No puedes:',
        [
          'acosar, amenazar, engañar o presionar a nadie, ni seguir contactando a alguien que te ha dicho que no;',
          'pedir dinero a nadie ni ofrecer dinero por algo que no sea nuestra información de contacto;',
          'publicar, revender o compartir los datos de contacto que recibes;',
          'copiar el contenido del sitio o extraer datos de él de forma automatizada;',
          'usar Contacto con fines comerciales, de prostitución, de trata de personas o con cualquier otro fin ilegal.',
        ],
        'Podemos bloquear, sin reembolso, a los compradores que incumplan estas normas, y denunciamos las actividades ilegales a las autoridades.',
      ],
    },
    {
      id: 'submitting',
      heading: 'Enviar un perfil',
      blocks: [
        'Si envías un perfil, confirmas que es tuyo, que tienes al menos 18 años, que la información es verdadera y que las fotos y los videos son tuyos o tienes derecho a usarlos. Enviar un perfil es gratis. Revisamos cada perfil en 24–48 horas y podemos rechazar o retirar cualquier perfil.',
        'Nos autorizas a mostrar tu perfil en Contacto, en todos los idiomas del sitio, mientras esté publicado. Puedes editarlo, pausarlo o eliminarlo y retirar tu consentimiento en cualquier momento, con tu enlace privado de propietaria o escribiéndonos.',
      ],
    },
    {
      id: 'reports',
      heading: 'Reportes y medidas',
      blocks: [
        'Cualquier persona puede [reportar](report) un perfil, un mensaje o un problema con un pago. Revisamos los reportes en menos de 24 horas. Los reportes falsos hechos a propósito pueden dar lugar a restricciones en tu uso de Contacto.',
      ],
    },
    {
      id: 'liability',
      heading: 'Responsabilidad',
      blocks: [
        'Verificamos los perfiles con cuidado, pero no podemos garantizar cómo se comportan las personas. Contacto se ofrece «tal cual». En la medida en que la ley lo permita, nuestra responsabilidad total por una compra se limita al importe que pagaste por ella. Nada en estos términos limita la responsabilidad que la ley no permite limitar. Consulta también nuestro [Aviso legal](disclaimer).',
      ],
    },
    {
      id: 'law',
      heading: 'Ley aplicable',
      blocks: [
        `Estos términos se rigen por las leyes del Estado de ${COMPANY.state}, Estados Unidos. Si eres consumidor, conservas la protección de las leyes imperativas del país donde vives.`,
      ],
    },
    {
      id: 'changes',
      heading: 'Cambios y contacto',
      blocks: [
        `Podemos actualizar estos términos; la fecha de arriba indica la versión más reciente. Cada compra se rige por los términos vigentes en el momento en que se hizo. Preguntas: [${COMPANY.legalEmail}](mailto:${COMPANY.legalEmail}), ${companyAddressInline('es')}.`,
      ],
    },
  ],
} satisfies PageContent;
