import type { ApiStrings } from './en.ts';

export const pt: ApiStrings = {
  // Invoice PDF.
  'document.title.invoice': 'Fatura',
  'document.title.creditNote': 'Nota de crédito',
  'document.title.paymentRequest': 'Pedido de pagamento',
  'document.title.paymentRequestCancellation': 'Anulação de pedido de pagamento',
  'document.file.invoice': 'Fatura',
  'document.file.creditNote': 'Nota-de-credito',
  'document.file.paymentRequest': 'Pedido-de-pagamento',
  'document.file.paymentRequestCancellation': 'Anulacao-pedido-de-pagamento',
  'document.notice.notAnInvoice': 'Este documento não serve de fatura; a fatura é emitida em separado.',
  'document.notice.notVatRegistered': 'Não é liquidado IVA: o consultório não está registado para efeitos de IVA.',
  'document.meta.number': 'Número',
  'document.meta.issueDate': 'Data de emissão',
  'document.meta.serviceDate': 'Data do serviço',
  'document.meta.servicePeriod': 'Período do serviço',
  'document.meta.dueDate': 'Data de vencimento',
  'document.meta.correctsInvoice': 'Retifica a fatura n.º {number}',
  'document.meta.cancelsRequest': 'Anula o pedido de pagamento n.º {number}',
  'document.seller.taxNumber': 'NIF',
  'document.seller.vatId': 'N.º IVA',
  'document.seller.email': 'E-mail',
  'document.table.date': 'Data',
  'document.table.description': 'Descrição',
  'document.table.quantity': 'Qtd.',
  'document.table.unitPrice': 'Preço unitário',
  'document.table.vat': 'IVA',
  'document.table.amount': 'Valor',
  'document.table.exempt': 'isento',
  'document.totals.net': 'Total sem IVA',
  'document.totals.vatAt': 'IVA {rate}',
  'document.totals.vatExempt': 'IVA (isento)',
  'document.totals.gross': 'Total',
  'document.totals.paid': 'Pago',
  'document.totals.due': 'Valor em dívida',
  'document.payment.heading': 'Pagamento',
  'document.payment.byDate':
    'Agradecemos a transferência de {amount} no prazo de {days} dias, até {date}, indicando a referência de pagamento.',
  'document.payment.onReceipt':
    'Agradecemos a transferência de {amount} após a receção, indicando a referência de pagamento.',
  'document.payment.paidInFull': 'Montante pago na totalidade. Agradecemos o pagamento.',
  'document.payment.accountHolder': 'Titular',
  'document.payment.iban': 'IBAN',
  'document.payment.bic': 'BIC',
  'document.payment.reference': 'Referência de pagamento',
  'document.payment.qrCaption': 'Leia com a app do seu banco para pagar',
  'document.page.of': 'Página {page} de {pages}',

  // VAT exemption.
  'exemption.healthcare': 'Isento de IVA nos termos do {basis} (cuidados de saúde).',

  // Letter to an employer.
  // Português europeu, no registo formal de uma mensagem aos Recursos Humanos.
  'letter.greeting': 'Cara equipa de Recursos Humanos,',
  'letter.greetingNamed': 'Olá, {hrName},',
  'letter.body': [
    'Gostaria de sugerir algo que pode fazer uma verdadeira diferença para toda a equipa de {employer}: a Calma, uma plataforma que ajuda as pessoas a encontrar terapeutas verificados que falam a sua língua.',
    'O stress, a ansiedade e o esgotamento acabam por afetar muitos de nós a dada altura. O passo mais difícil é muitas vezes o primeiro: saber por onde começar e encontrar alguém com quem se consiga falar à vontade — sobretudo para quem vive num país cuja língua não é a sua.',
    'O que a Calma oferece a uma entidade empregadora como a nossa:\n– Terapeutas cuja formação e inscrição profissional foram verificadas, presencialmente na Alemanha, nos Países Baixos, em Portugal, em Espanha e no Reino Unido, ou online\n– Pesquisa pela língua em que cada terapeuta trabalha, por tema e por localização, em cinco línguas\n– Testes de autoavaliação breves e um questionário que sugere terapeutas adequados, para quem ainda não sabe bem do que precisa\n– Confidencialidade desde a origem: a empresa nunca sabe quem usa a Calma, o que procura nem com quem fala',
    'A Calma acorda com cada organização quem pode utilizar o serviço e como são pagas as sessões, pelo que se pode ajustar a uma equipa como a nossa.',
    'Pode ver aqui como a Calma trabalha com empresas: {url}\nA equipa da Calma responde com todo o gosto a qualquer questão através de {email}.',
    'Creio que seria um passo valioso para todos e ficaria muito contente se a sugestão fosse considerada.',
  ].join('\n\n'),
  'letter.signOff': 'Com os melhores cumprimentos,\nUma pessoa da equipa de {employer}',
  'letter.signOffNamed': 'Com os melhores cumprimentos,\n{sender}',
  'letter.forwardedNamed':
    '{sender} pediu-nos que lhe fizéssemos chegar a sugestão seguinte. O texto foi escrito com a nossa ajuda e foi lido e confirmado antes do envio. Enviamo-lo apenas esta vez e não acrescentamos o seu endereço a nenhuma lista:',
  'letter.forwardedAnonymous':
    'Uma pessoa da sua organização pediu-nos que lhe fizéssemos chegar a sugestão seguinte. O texto foi escrito com a nossa ajuda e foi lido e confirmado antes do envio. Enviamo-lo apenas esta vez e não acrescentamos o seu endereço a nenhuma lista:',

  // Hub worksheet PDF.
  'hub.reviewed': 'revisto em {date}',

  // Share card.
  'card.verified': 'Verificado pela Calma',
  'card.online': 'Online',
};
