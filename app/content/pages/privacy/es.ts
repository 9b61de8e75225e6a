// Privacy Policy, Spanish.
import { COMPANY, companyAddressInline } from '../../company.ts';
import type { PageContent } from '../../page-content.ts';

export default {
  intro:
    'Esta política explica qué datos personales recopila Contacto, por qué los necesitamos, cuánto tiempo los conservamos y qué derechos tienes. Recopilamos lo mínimo posible, no vendemos datos personales y no usamos cookies de seguimiento ni de publicidad.',
  sections: [
    {
      id: 'controller',
      heading: 'Responsable del tratamiento',
      blocks: [
        `Contacto es operado por ${COMPANY.legalName}, una sociedad de responsabilidad limitada registrada en el Estado de ${COMPANY.state}, Estados Unidos («Contacto», «nosotros»). Dirección postal: ${companyAddressInline('es')}.`,
        `Para cualquier pregunta o solicitud sobre privacidad, escribe a [${COMPANY.privacyEmail}](mailto:${COMPANY.privacyEmail}).`,
      ],
    },
    {
      id: 'buyers',
      heading: 'Datos de los compradores',
      blocks: [
        'Cuando compras datos de contacto, conservamos:',
        [
          'tu correo electrónico, para entregar tu pedido, enviarte el recibo y permitirte volver a abrir tu compra más tarde;',
          'tu nombre, si decides indicarlo;',
          'tus pedidos: los perfiles comprados, los importes, la fecha, el idioma y el estado del pago;',
          'el país en el que vives, que eliges al pagar, porque las compras desde algunos países necesitan la aprobación previa de la mujer (consulta nuestros [Términos del servicio](terms));',
          'si tu país requiere su aprobación (por ejemplo, Estados Unidos), tus respuestas al formulario de declaración: tu nombre, tus antecedentes penales u órdenes de protección, tus matrimonios, tus hijos y los lugares donde has vivido. Se guardan selladas, cifradas con una clave que solo tiene nuestro servidor, y solo las ven la mujer cuya aprobación pides y, si hace falta, nuestros superadministradores. Se borran 30 días después de la última decisión sobre tu compra.',
        ],
        'Si creas una cuenta, también conservamos tu nombre de usuario, tu correo electrónico, tu contraseña (guardada solo como un hash seguro, nunca en texto legible) y tu lista de perfiles favoritos. Puedes descargar tus datos y eliminar tu cuenta en cualquier momento desde los ajustes de tu cuenta.',
      ],
    },
    {
      id: 'submitters',
      heading: 'Datos de las mujeres que envían un perfil',
      blocks: [
        'Cuando una mujer envía su perfil, conservamos lo que escribe en el formulario: su nombre, edad, ubicación, descripción, datos personales, fotos y videos, y los datos de contacto que decide compartir. Antes de guardar las fotos eliminamos sus metadatos ocultos, incluida la ubicación GPS.',
        'También guardamos un registro de su consentimiento: el momento en que lo dio, la versión del texto de consentimiento que aceptó y la dirección IP desde la que lo dio, en forma de hash (cifrado de un solo sentido). Su enlace privado de propietaria también se guarda solo como hash.',
        'Sus datos de contacto nunca se muestran públicamente. Solo se entregan a compradores que han pagado por ellos, y solo en las condiciones que ella eligió.',
      ],
    },
    {
      id: 'support',
      heading: 'Mensajes y reportes',
      blocks: [
        'Cuando nos escribes o reportas un problema, conservamos tu mensaje, tu correo electrónico (salvo que reportes de forma anónima), el idioma de la página y cualquier archivo que adjuntes como prueba, para poder responderte y actuar.',
      ],
    },
    {
      id: 'technical',
      heading: 'Datos técnicos',
      blocks: [
        'Para proteger el servicio frente a abusos (por ejemplo, demasiados intentos de iniciar sesión o de enviar un formulario), tratamos direcciones IP. Solo las guardamos en forma de hash, que no permite recuperar la dirección original. Nuestros registros del servidor no contienen cookies ni contraseñas y se borran a los 30 días.',
        'No usamos herramientas de analítica, publicidad ni rastreadores de redes sociales.',
      ],
    },
    {
      id: 'on-device',
      heading: 'Datos guardados en tu dispositivo',
      blocks: [
        'Para que el sitio sea rápido y funcione sin conexión, algunos datos se guardan en tu navegador, en tu propio dispositivo, y no se nos envían:',
        [
          'tu elección de idioma (las claves language, language_choice y language_suggestion_dismissed del almacenamiento local);',
          'tu carrito (la clave cart-storage en versiones anteriores, ahora parte de la base de datos del dispositivo);',
          'una copia de los perfiles públicos (la réplica del catálogo), para que puedas explorar sin conexión;',
          'tus favoritos y los cambios que aún están pendientes de enviar;',
          'los datos de contacto que has comprado, para que puedas leerlos sin conexión;',
          'los envíos de perfiles que esperan conexión.',
        ],
        'Puedes borrar estos datos cuando quieras eliminando los datos del sitio en la configuración de tu navegador. Nuestra [Política de cookies](cookies) explica cada elemento.',
      ],
    },
    {
      id: 'purposes',
      heading: 'Para qué usamos tus datos',
      blocks: [
        [
          'Para cumplir nuestro contrato contigo: vender y entregar datos de contacto, publicar un perfil y gestionar tu cuenta.',
          'Con consentimiento: publicar el perfil de una mujer y entregar sus datos de contacto. Ella puede retirar este consentimiento en cualquier momento.',
          'Por nuestro interés legítimo: prevenir el fraude y los abusos, mantener la seguridad del servicio y responder a tus mensajes.',
          'Para cumplir obligaciones legales: registros contables y fiscales, y respuesta a solicitudes legítimas de las autoridades.',
        ],
      ],
    },
    {
      id: 'sharing',
      heading: 'Quién recibe tus datos',
      blocks: [
        'Nunca vendemos ni alquilamos datos personales. Solo los compartimos con:',
        [
          'Stripe, nuestro procesador de pagos, que trata los datos de tu tarjeta según su propia [política de privacidad](https://stripe.com/privacy);',
          'los proveedores que alojan nuestros servidores, guardan nuestros archivos multimedia y envían nuestros correos, que solo tratan datos siguiendo nuestras instrucciones;',
          'los compradores, que solo reciben los datos de contacto que una mujer decidió compartir, después del pago y en las condiciones que ella fijó;',
          'las autoridades, cuando la ley lo exige.',
        ],
      ],
    },
    {
      id: 'withdrawal',
      heading: 'Retirar el consentimiento y eliminar un perfil',
      blocks: [
        'Una mujer puede retirar su consentimiento o eliminar su perfil en cualquier momento, con su enlace privado de propietaria o escribiéndonos. También podemos eliminar un perfil nosotros, por ejemplo tras una solicitud de retirada de fotos. Desde ese momento su perfil sale del sitio público, se pide a los buscadores que lo retiren, las copias guardadas en los dispositivos de los visitantes se borran la próxima vez que esos dispositivos se conectan y sus datos de contacto ya no se entregan a nadie.',
        'Cuando se elimina un perfil, con su enlace, por un administrador o tras una solicitud de retirada, sus datos personales se borran de inmediato:',
        [
          'sus nombres y su correo electrónico;',
          'sus canales de contacto y sus datos;',
          'los textos que escribió (su descripción y sus datos personales);',
          'sus fotos y videos, en todos los almacenamientos que usamos, con todas sus copias redimensionadas;',
          'las direcciones (slugs) de la página de su perfil.',
        ],
        'Lo que se conserva, con sus datos personales en blanco:',
        [
          'los pedidos que compraron sus datos de contacto, con su precio y el hecho de la venta, para la contabilidad;',
          'el registro de su consentimiento: la versión del texto que aceptó y los momentos en que lo dio y lo retiró;',
          'nuestro registro de auditoría de las acciones administrativas.',
        ],
        'Los datos de contacto entregados a compradores antes de la eliminación no pueden recuperarse, pero los compradores no pueden publicarlos ni pasarlos a otros, y bloqueamos a cualquier comprador que haga un mal uso de ellos.',
      ],
    },
    {
      id: 'retention',
      heading: 'Cuánto tiempo conservamos los datos',
      blocks: [
        [
          'Pedidos y recibos: 7 años después de la compra, como exigen las normas contables y fiscales; después se borran.',
          'Mensajes de nuestro procesador de pagos sobre un pago, que contienen el correo y el nombre del comprador: 30 días después de procesarlos; después solo quedan su tipo y sus fechas.',
          'Las respuestas de un comprador al formulario de declaración: selladas desde el momento en que se envían, y borradas 30 días después de la última decisión sobre la compra (su respuesta o el fin de su plazo), o 30 días después de que terminara una compra no pagada.',
          'Cuentas: hasta que elimines la tuya en los ajustes de tu cuenta, o 3 años después de tu último inicio de sesión, cuando la cuenta se borra con sus favoritos y sesiones. Sus pedidos se conservan para la contabilidad, como se indica arriba, sin tu correo, tu nombre ni los datos de tu tarjeta.',
          'Sesiones iniciadas: una sesión termina tras 7 días sin uso, y como máximo a los 90 días.',
          'Perfiles: mientras ella los mantenga; eliminar uno borra sus datos personales de inmediato (ver arriba).',
          'Registros de consentimiento: 3 años después de eliminar un perfil, como prueba de que existió el consentimiento; después se borran con lo que quedaba del perfil.',
          'Mensajes que nos envías: 2 años después de nuestra última respuesta (o de su llegada, si no respondimos). Reportes y solicitudes de retirada, con sus archivos de prueba: 2 años después de cerrarse.',
          'El registro de auditoría de las acciones administrativas: 7 años.',
          'Direcciones IP en forma de hash usadas para limitar abusos: 1 día (la de un registro de consentimiento se conserva con ese registro).',
          'Fotos y videos subidos para un perfil que nunca se envió: 6 horas.',
          'Registros del servidor: 30 días.',
        ],
      ],
    },
    {
      id: 'transfers',
      heading: 'Transferencias internacionales',
      blocks: [
        'Contacto se opera desde Estados Unidos, por lo que tus datos se tratan allí. Cuando transferimos datos desde el Espacio Económico Europeo, el Reino Unido o Suiza, nos basamos en las cláusulas contractuales tipo de la Comisión Europea o en una garantía equivalente.',
      ],
    },
    {
      id: 'rights',
      heading: 'Tus derechos',
      blocks: [
        'Según dónde vivas (por ejemplo, con el RGPD en Europa o la CCPA en California), tienes derecho a:',
        [
          'acceder a los datos que tenemos sobre ti y recibir una copia;',
          'corregir datos inexactos;',
          'pedir que se borren tus datos;',
          'oponerte a ciertos usos o limitarlos;',
          'recibir tus datos en un formato portable;',
          'retirar tu consentimiento en cualquier momento, sin que afecte a lo realizado antes.',
        ],
        `Escribe a [${COMPANY.privacyEmail}](mailto:${COMPANY.privacyEmail}). Respondemos en un plazo de 30 días. También tienes derecho a presentar una reclamación ante la autoridad de protección de datos de tu país.`,
      ],
    },
    {
      id: 'security',
      heading: 'Seguridad',
      blocks: [
        'Todas las conexiones están cifradas (HTTPS). Las contraseñas, los enlaces de propietaria, las direcciones IP y los correos de los compradores bloqueados se guardan solo como hash, y las respuestas de los compradores al formulario de declaración se guardan selladas con una clave que solo tiene nuestro servidor. El acceso a los datos personales se limita al personal que lo necesita (solo los superadministradores pueden abrir esas respuestas), y cada acción administrativa queda registrada.',
      ],
    },
    {
      id: 'adults-only',
      heading: 'Solo para adultos',
      blocks: [
        'Contacto es solo para personas mayores de 18 años. No recopilamos a sabiendas datos de menores y eliminamos cualquier perfil o cuenta que pertenezca a una persona menor de 18 años.',
      ],
    },
    {
      id: 'changes',
      heading: 'Cambios en esta política',
      blocks: [
        'Si cambiamos esta política, publicaremos aquí la nueva versión con una nueva fecha. Si los cambios son importantes, te avisaremos por correo electrónico o con un aviso en el sitio.',
      ],
    },
  ],
} satisfies PageContent;
