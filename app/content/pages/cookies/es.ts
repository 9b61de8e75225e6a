// Cookie Policy, Spanish.
import { COMPANY } from '../../company.ts';
import type { PageContent } from '../../page-content.ts';

export default {
  intro:
    'Contacto no usa cookies de seguimiento, de analítica ni de publicidad, y por eso no te mostramos un aviso de cookies. Esta página enumera lo poco que guardamos en tu navegador y para qué.',
  sections: [
    {
      id: 'summary',
      heading: 'En resumen',
      blocks: [
        [
          'Ninguna cookie de seguimiento, analítica ni publicidad, y ningún rastreador de terceros en nuestras páginas.',
          'Una cookie de sesión estrictamente necesaria, solo si inicias sesión.',
          'Almacenamiento local, una base de datos en el dispositivo y una caché sin conexión, para que el sitio sea rápido y funcione sin conexión.',
        ],
      ],
    },
    {
      id: 'session-cookie',
      heading: 'La cookie de sesión',
      blocks: [
        'Cuando inicias sesión, creamos una cookie que mantiene tu sesión abierta. Solo contiene una referencia de sesión cifrada, no puede leerse desde scripts (HttpOnly), solo se envía por conexiones seguras y se elimina al cerrar sesión. Sin ella no sería posible iniciar sesión, por lo que no requiere consentimiento.',
      ],
    },
    {
      id: 'local-storage',
      heading: 'Almacenamiento local',
      blocks: [
        'El almacenamiento local guarda pequeños ajustes en tu dispositivo. Nunca se nos envían:',
        [
          'language: el idioma que elegiste;',
          'language_choice: vale «true» cuando has elegido un idioma tú mismo;',
          'language_suggestion_dismissed: recuerda que cerraste la sugerencia de cambiar de idioma;',
          'cart-storage: tu carrito, en versiones anteriores del sitio (en tu próxima visita se traslada a la base de datos del dispositivo).',
        ],
      ],
    },
    {
      id: 'on-device-database',
      heading: 'La base de datos del dispositivo',
      blocks: [
        'Contacto mantiene una base de datos en tu navegador (IndexedDB) para que puedas explorar, conservar tu carrito y leer tus compras incluso sin conexión:',
        [
          'una copia de los perfiles públicos, que se mantiene actualizada y se limpia cuando se retira un perfil;',
          'los perfiles que has abierto, con sus datos públicos;',
          'tu carrito;',
          'tus favoritos y los cambios que aún están pendientes de enviar;',
          'los datos de contacto que has comprado;',
          'los envíos de perfiles que esperan conexión.',
        ],
      ],
    },
    {
      id: 'offline-cache',
      heading: 'La caché sin conexión',
      blocks: [
        'Cuando instalas Contacto o lo visitas con frecuencia, un service worker guarda los archivos de la aplicación y las fotos vistas recientemente, para que las páginas se abran rápido y funcionen sin conexión. Los archivos y fotos antiguos se borran automáticamente.',
      ],
    },
    {
      id: 'third-parties',
      heading: 'Terceros',
      blocks: [
        'Nuestras páginas no contienen publicidad, botones de redes sociales ni scripts de analítica. Cuando pagas, pasas a la página de pago segura de Stripe, que usa sus propias cookies para procesar el pago y prevenir el fraude; consulta la [política de cookies de Stripe](https://stripe.com/cookies-policy/legal).',
      ],
    },
    {
      id: 'control',
      heading: 'Cómo borrar estos datos',
      blocks: [
        'Puedes borrar la cookie y todo lo guardado en tu dispositivo cuando quieras desde la configuración de tu navegador (por ejemplo, «Borrar datos del sitio»). Esto cierra tu sesión y vacía tu carrito y la copia sin conexión del sitio. Los datos de contacto que hayas comprado siguen disponibles mediante el enlace de tu correo de pedido.',
      ],
    },
    {
      id: 'contact',
      heading: 'Preguntas',
      blocks: [
        `Si tienes preguntas sobre esta política, escribe a [${COMPANY.privacyEmail}](mailto:${COMPANY.privacyEmail}) o consulta nuestra [Política de privacidad](privacy).`,
      ],
    },
  ],
} satisfies PageContent;
