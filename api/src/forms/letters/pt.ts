import type { LetterKey } from './en.ts';

// Português europeu, no registo formal de uma mensagem aos Recursos Humanos.
export const pt: Record<LetterKey, string> = {
  greeting: 'Cara equipa de Recursos Humanos,',
  greetingNamed: 'Olá, {hrName},',
  body: [
    'Gostaria de sugerir algo que pode fazer uma verdadeira diferença para toda a equipa de {employer}: a Calma, uma plataforma que ajuda as pessoas a encontrar terapeutas verificados que falam a sua língua.',
    'O stress, a ansiedade e o esgotamento acabam por afetar muitos de nós a dada altura. O passo mais difícil é muitas vezes o primeiro: saber por onde começar e encontrar alguém com quem se consiga falar à vontade — sobretudo para quem vive num país cuja língua não é a sua.',
    'O que a Calma oferece a uma entidade empregadora como a nossa:\n– Terapeutas cuja formação e inscrição profissional foram verificadas, presencialmente na Alemanha, nos Países Baixos, em Portugal, em Espanha e no Reino Unido, ou online\n– Pesquisa pela língua em que cada terapeuta trabalha, por tema e por localização, em cinco línguas\n– Testes de autoavaliação breves e um questionário que sugere terapeutas adequados, para quem ainda não sabe bem do que precisa\n– Confidencialidade desde a origem: a empresa nunca sabe quem usa a Calma, o que procura nem com quem fala',
    'A Calma acorda com cada organização quem pode utilizar o serviço e como são pagas as sessões, pelo que se pode ajustar a uma equipa como a nossa.',
    'Pode ver aqui como a Calma trabalha com empresas: {url}\nA equipa da Calma responde com todo o gosto a qualquer questão através de {email}.',
    'Creio que seria um passo valioso para todos e ficaria muito contente se a sugestão fosse considerada.',
  ].join('\n\n'),
  signOff: 'Com os melhores cumprimentos,\nUma pessoa da equipa de {employer}',
  signOffNamed: 'Com os melhores cumprimentos,\n{sender}',
  forwardedNamed:
    '{sender} pediu-nos que lhe fizéssemos chegar a sugestão seguinte. O texto foi escrito com a nossa ajuda e foi lido e confirmado antes do envio. Enviamo-lo apenas esta vez e não acrescentamos o seu endereço a nenhuma lista:',
  forwardedAnonymous:
    'Uma pessoa da sua organização pediu-nos que lhe fizéssemos chegar a sugestão seguinte. O texto foi escrito com a nossa ajuda e foi lido e confirmado antes do envio. Enviamo-lo apenas esta vez e não acrescentamos o seu endereço a nenhuma lista:',
};
