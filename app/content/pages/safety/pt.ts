// Safety Tips, Portuguese (European).
import type { PageContent } from '../../page-content.ts';

export default {
  intro:
    'A maioria das conversas que começam no Contacto são simpáticas e sinceras. Estas dicas ajudam a que continue assim: como se proteger enquanto conversa, como reconhecer uma burla romântica e como conhecer alguém pessoalmente em segurança.',
  sections: [
    {
      id: 'talking',
      heading: 'Conversar em segurança',
      blocks: [
        [
          'Não tenha pressa. Conheçam-se por mensagens e videochamadas antes de planear qualquer outra coisa.',
          'Faça uma videochamada cedo. É a forma mais fácil de confirmar que a pessoa com quem fala é a do perfil.',
          'No início, guarde para si as informações pessoais: a sua morada, o seu local de trabalho, os seus dados financeiros e cópias do documento de identificação ou do passaporte.',
          'Seja respeitoso. Se ela não responder ou disser que não, aceite e não insista.',
        ],
      ],
    },
    {
      id: 'romance-scams',
      heading: 'Reconhecer uma burla romântica',
      blocks: [
        'Os burlões criam identidades falsas, ganham confiança depressa e depois inventam um motivo para pedir dinheiro. Tenha cuidado quando alguém que conheceu online:',
        [
          'declara sentimentos muito fortes muito cedo ou fala de casamento ao fim de poucas mensagens;',
          'encontra sempre uma desculpa para evitar videochamadas ou um encontro pessoal;',
          'lhe conta uma emergência repentina: um familiar doente, um acidente, uma conta bancária bloqueada ou um problema na alfândega;',
          'lhe pede para mudar a conversa para outra aplicação e mantê-la em segredo;',
          'lhe pede dinheiro, cartões-presente, criptomoedas, os seus dados bancários ou ajuda com uma “oportunidade de negócio”.',
        ],
      ],
    },
    {
      id: 'never-send-money',
      heading: 'Nunca envie dinheiro',
      blocks: [
        'Nunca envie dinheiro, cartões-presente, criptomoedas ou bilhetes de avião a alguém que não conheceu pessoalmente, por mais convincente que a história pareça. O dinheiro enviado assim quase nunca é recuperado.',
        'O Contacto só recebe pagamentos na sua própria página de pagamento segura, e apenas por contactos. Nunca lhe pediremos que pague diretamente a alguém, que pague uma “taxa de desbloqueio” ou que pague fora do nosso site. Se alguém o fizer, é uma burla: [denuncie](report).',
      ],
    },
    {
      id: 'meeting',
      heading: 'Encontrar-se pessoalmente',
      blocks: [
        [
          'No primeiro encontro, combine um local público e movimentado, como um café ou um restaurante, durante o dia.',
          'Diga a um amigo ou familiar aonde vai, com quem se vai encontrar e quando conta voltar.',
          'Trate do seu próprio transporte e alojamento, e decida sempre quando se vai embora.',
          'Mantenha o telemóvel carregado e beba com moderação. Nunca deixe a bebida nem os seus pertences sem vigilância.',
          'Confie no seu instinto. Se algo não lhe parecer bem, pode ir-se embora a qualquer momento.',
        ],
      ],
    },
    {
      id: 'travel',
      heading: 'Viajar para a República Dominicana',
      blocks: [
        [
          'Antes de reservar, consulte os conselhos aos viajantes do seu país e as regras de entrada.',
          'Faça um seguro de viagem e guarde cópias do passaporte separadas do original.',
          'Use táxis licenciados ou aplicações de transporte conhecidas e evite mostrar objetos caros ou muito dinheiro.',
          'Guarde a morada e o telefone da embaixada ou do consulado do seu país.',
        ],
      ],
    },
    {
      id: 'something-wrong',
      heading: 'Se algo correr mal',
      blocks: [
        'Se estiver em perigo, ligue de imediato para o número de emergência. Em qualquer outro caso, termine a conversa, guarde capturas de ecrã das mensagens e [comunique-nos a situação](report). Analisamos cada denúncia em até 24 horas e podemos remover perfis e bloquear compradores. Se perdeu dinheiro, comunique-o também ao seu banco e à polícia.',
      ],
    },
  ],
} satisfies PageContent;
