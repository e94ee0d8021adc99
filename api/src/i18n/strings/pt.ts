import type { ApiStrings } from './en.ts';

export const pt: ApiStrings = {
  // Emails.
  'mail.layout.greeting': 'Olá, {name},',
  'mail.layout.greetingAnonymous': 'Olá,',
  'mail.layout.signature': 'A equipa Calma',
  'mail.layout.footer':
    'Recebe este email devido a uma ação na Calma. Se não foi você, pode ignorá-lo. Em caso de crise, encontre ajuda agora: {emergencyUrl}',
  'mail.layout.buttonFallback': 'Se o botão não funcionar, copie esta ligação para o seu navegador:',
  'mail.layout.unsubscribe':
    'Outra pessoa deu-nos o seu endereço para este email. Para não receber mais emails como este: {url}',
  'mail.layout.unsubscribeLead': 'Outra pessoa deu-nos o seu endereço para este email.',
  'mail.layout.unsubscribeAction': 'Não receber mais emails como este',
  'mail.layout.withheld': '(não apresentado)',
  'mail.verify.subject': 'Confirme o seu endereço de email na Calma',
  'mail.verify.body':
    'Confirme que este é o seu endereço de email, para poder marcar sessões e para que possamos contactá-lo sobre elas.\n\nA ligação é válida durante {hours} horas.',
  'mail.verify.action': 'Confirmar o meu email',
  'mail.passwordReset.subject': 'Redefina a sua palavra-passe da Calma',
  'mail.passwordReset.body':
    'Alguém pediu para redefinir a palavra-passe da conta Calma associada a este email. Se foi você, escolha uma nova palavra-passe no botão abaixo.\n\nA ligação é válida durante {minutes} minutos e só funciona uma vez. Se não fez este pedido, não precisa de fazer nada: a sua palavra-passe mantém-se.',
  'mail.passwordReset.action': 'Escolher uma nova palavra-passe',
  // Questionnaires a therapist sends (measures/, decision 036); the risk alert names nobody and no answer.
  'mail.measureRequest.subject': 'Um breve questionário do seu terapeuta',
  'mail.measureRequest.body':
    '{therapist} pede-lhe que responda a um breve questionário. Demora apenas alguns minutos, e as suas respostas ajudam ambos a perceber como as coisas evoluem ao longo do tempo.\n\nSó {therapist} vê as suas respostas. O link abaixo destina-se apenas a si, funciona uma única vez e é válido durante {days} dias.',
  'mail.measureRequest.action': 'Responder ao questionário',
  'mail.measureRiskAlert.subject': 'Resposta de risco num questionário',
  'mail.measureRiskAlert.body':
    'Um dos seus clientes acabou de responder a um questionário e deu uma resposta que pode indicar um risco para a própria segurança.\n\nVeja-a no seu painel assim que possível e considere entrar em contacto. Para proteger a privacidade, este e-mail não contém nomes, pontuações nem respostas.',
  'mail.measureRiskAlert.action': 'Abrir o meu painel',
  'mail.appointmentGuestConfirm.subject': 'Confirme a sua marcação para {when}',
  'mail.appointmentGuestConfirm.body':
    'Escolheu {service} com {therapist} em {when}.\n\nConfirme o seu endereço de email nos próximos 30 minutos para podermos enviar a sua marcação. Até lá, guardamos o horário para si.',
  'mail.appointmentGuestConfirm.action': 'Confirmar a minha marcação',
  'mail.appointmentRequested.subject': 'O seu pedido para {when} foi enviado',
  'mail.appointmentRequested.body':
    '{therapist} recebeu o seu pedido de {service} para {when} ({where}).\n\nReceberá um email assim que a marcação for confirmada. Preço: {price}.',
  'mail.appointmentRequested.action': 'Ver a minha consulta',
  'mail.appointmentConfirmed.subject': 'Confirmada: a sua consulta de {when}',
  'mail.appointmentConfirmed.body':
    'A sua consulta está confirmada: {service} com {therapist} em {when} ({where}).\n\nPreço: {price}. O ficheiro de calendário em anexo adiciona-a ao seu calendário. Pode cancelá-la ou alterá-la na página da consulta.',
  'mail.appointmentConfirmed.action': 'Ver a minha consulta',
  'mail.appointmentDeclined.subject': 'O seu pedido para {when} não pôde ser aceite',
  'mail.appointmentDeclined.body':
    'Infelizmente, {therapist} não pode aceitar o seu pedido de {service} para {when}.\n\nNão tem a ver consigo: muitas vezes a agenda está simplesmente cheia. Pode escolher outro horário ou outro profissional.',
  'mail.appointmentDeclined.action': 'Procurar outro horário',
  'mail.appointmentRescheduled.subject': 'Novo horário: a sua consulta passou para {when}',
  'mail.appointmentRescheduled.body':
    'A sua consulta mudou de horário. O novo horário é {when} ({where}).\n\nO ficheiro de calendário em anexo atualiza o seu calendário.',
  'mail.appointmentRescheduled.action': 'Ver a minha consulta',
  'mail.appointmentCancelled.subject': 'Cancelada: a sua consulta de {when}',
  'mail.appointmentCancelled.body':
    'A sua consulta de {service} com {therapist} em {when} foi cancelada.\n\nSe quiser marcar outro horário, pode fazê-lo a qualquer momento.',
  'mail.appointmentCancelled.action': 'Ver a minha consulta',
  'mail.appointmentReminder24.subject': 'Amanhã: a sua consulta de {when}',
  'mail.appointmentReminder24.body':
    'Lembramos a sua consulta de amanhã: {service} com {therapist} em {when} ({where}).',
  'mail.appointmentReminder24.action': 'Ver a minha consulta',
  'mail.appointmentReminder1.subject': 'Daqui a uma hora: a sua consulta de {when}',
  'mail.appointmentReminder1.body':
    'A sua consulta começa daqui a cerca de uma hora: {service} com {therapist} em {when} ({where}).',
  'mail.appointmentReminder1.action': 'Ver a minha consulta',
  'mail.therapistNewRequest.subject': 'Novo pedido de marcação para {when}',
  'mail.therapistNewRequest.body':
    '{client} quer marcar {service} para {when} ({where}).\n\nConfirme ou recuse o pedido no seu painel.',
  'mail.therapistNewRequest.action': 'Abrir as minhas sessões',
  'mail.therapistNewBooking.subject': 'Nova marcação: {when}',
  'mail.therapistNewBooking.body': '{client} marcou {service} para {when} ({where}).',
  'mail.therapistNewBooking.action': 'Abrir as minhas sessões',
  'mail.therapistRescheduled.subject': 'Uma consulta passou para {when}',
  'mail.therapistRescheduled.body': '{client} alterou {service} para {when} ({where}).',
  'mail.therapistRescheduled.action': 'Abrir as minhas sessões',
  'mail.therapistCancelled.subject': 'Foi cancelada a consulta de {when}',
  'mail.therapistCancelled.body':
    '{client} cancelou {service} de {when}. O horário fica novamente livre para outras marcações.',
  'mail.therapistCancelled.action': 'Abrir as minhas sessões',
  'mail.waitlistConfirm.subject': 'Confirme o seu lugar numa lista de espera',
  'mail.waitlistConfirm.body':
    'Pediu para entrar na lista de espera de {therapist} para {service}.\n\nConfirme o seu endereço de email para ocupar o seu lugar na fila. Até lá não está na lista e o consultório não é avisado.\n\nSe não foi você, ignore este email: nada acontece.',
  'mail.waitlistConfirm.action': 'Confirmar o meu lugar',
  'mail.waitlistOffer.subject': 'Vagou um horário para si: {when}',
  'mail.waitlistOffer.body':
    'Vagou com {therapist} um horário por que esperava: {service} em {when}, {how}.\n\nGuardamo-lo para si até {until}. Aceite-o para o marcar. Se não lhe convier, recuse-o para que a pessoa seguinte o possa ter; mantém o seu lugar na fila.',
  'mail.waitlistOffer.action': 'Ver a oferta',
  'mail.therapistWaitlistJoined.subject': 'Alguém entrou na sua lista de espera',
  'mail.therapistWaitlistJoined.body':
    '{client} entrou na sua lista de espera para {service}.\n\nO seu painel mostra a lista por ordem, com os desejos de cada pessoa. Quando vagar um horário, é oferecido à primeira pessoa a quem convier.',
  'mail.therapistWaitlistJoined.action': 'Abrir a minha lista de espera',
  'mail.alreadyRegistered.subject': 'Alguém tentou criar uma conta Calma com o seu email',
  'mail.alreadyRegistered.body':
    'Alguém, provavelmente você, acabou de tentar criar uma nova conta Calma com este endereço de email. Como já tem uma conta, não criámos outra.\n\nPara iniciar sessão, aceda a {signInUrl}. Se se esqueceu da palavra-passe, pode escolher uma nova no botão abaixo.\n\nSe não foi você, não precisa de fazer nada: a sua conta mantém-se igual.',
  'mail.alreadyRegistered.action': 'Escolher uma nova palavra-passe',
  'mail.passwordChanged.subject': 'A sua palavra-passe da Calma foi alterada',
  'mail.passwordChanged.body':
    'A palavra-passe da sua conta Calma acabou de ser alterada, e a sessão foi terminada em todos os outros dispositivos.\n\nSe foi você, não precisa de fazer nada. Se não foi, escolha já uma nova palavra-passe no botão abaixo.',
  'mail.passwordChanged.action': 'Escolher uma nova palavra-passe',
  'mail.accountDeletionRequested.subject': 'A sua conta Calma será eliminada a {date}',
  'mail.accountDeletionRequested.body':
    'Pediu-nos para eliminar a sua conta Calma. Terminámos a sua sessão em todos os dispositivos e vamos apagar a conta e os respetivos dados a {date}.\n\nMudou de ideias? Inicie sessão antes dessa data e a eliminação é cancelada.\n\nSe não fez este pedido, inicie sessão agora para manter a sua conta e, depois, altere a palavra-passe.',
  'mail.accountDeletionRequested.action': 'Iniciar sessão e manter a conta',
  'mail.accountDeletionCancelled.subject': 'A sua conta Calma não será eliminada',
  'mail.accountDeletionCancelled.body':
    'Alguém iniciou sessão na sua conta Calma enquanto esta aguardava a eliminação, por isso cancelámos a eliminação. A conta mantém-se como estava.\n\nSe foi você, não precisa de fazer nada. Se não foi, escolha já uma nova palavra-passe em «Esqueceu-se da palavra-passe?» na página de início de sessão.',
  'mail.verificationApproved.subject': 'O seu perfil Calma está verificado',
  'mail.verificationApproved.body':
    'Boas notícias: confirmámos a sua inscrição profissional e o seu perfil está agora verificado.\n\nEnquanto o seu perfil estiver publicado, os clientes podem encontrá-lo na pesquisa e contactá-lo.',
  'mail.verificationApproved.action': 'Abrir a minha verificação',
  'mail.verificationChangesRequested.subject': 'Atualize a sua verificação na Calma',
  'mail.verificationChangesRequested.body':
    'Analisámos a sua verificação e precisamos que altere algo antes de podermos confirmar a sua inscrição profissional. A nossa equipa de revisão escreveu:\n\n{reason}\n\nAtualize os seus dados ou documentos e volte a submetê-los.',
  'mail.verificationChangesRequested.action': 'Atualizar a minha verificação',
  'mail.verificationRejected.subject': 'A sua verificação na Calma não foi aprovada',
  'mail.verificationRejected.body':
    'Não conseguimos confirmar a sua inscrição profissional, por isso o seu perfil não foi verificado. A nossa equipa de revisão escreveu:\n\n{reason}\n\nSe puder corrigir isto, atualize os seus dados ou documentos e volte a submetê-los.',
  'mail.verificationRejected.action': 'Abrir a minha verificação',
  'mail.recommendEmployer.subject': 'Uma sugestão: apoio terapêutico confidencial com a Calma',
  'mail.recommendEmployer.body':
    '{intro}\n\n{letter}\n\nTem dúvidas sobre a Calma? Responda a este email e a nossa equipa entrará em contacto consigo.',
  'mail.formPartnership.subject': 'Novo pedido de parceria',
  'mail.formPartnership.body':
    'Chegou uma nova mensagem através do formulário de parcerias.\n\nNome: {name}\nOrganização: {organisation}\nEmail: {email}\nTipo de parceria: {partnershipKind}\nEnviado a partir da página em {language}\n\n{message}\n\nResponda a este email para escrever diretamente a {name}. Quando o assunto estiver tratado, marque-o como tratado no painel.',
  'mail.formPartnership.action': 'Abrir as mensagens dos formulários',
  'mail.formPartnership.kind.employer': 'Entidade empregadora',
  'mail.formPartnership.kind.university': 'Universidade ou instituto politécnico',
  'mail.formPartnership.kind.association': 'Ordem profissional, associação ou instituto de formação',
  'mail.formPartnership.kind.community': 'Organização comunitária ou de migrantes',
  'mail.formPartnership.kind.health_service': 'Serviço de saúde ou de aconselhamento',
  'mail.formPartnership.kind.other': 'Outra coisa',
  'mail.formPress.subject': 'Novo pedido de imprensa',
  'mail.formPress.body':
    'Chegou uma nova mensagem através do formulário de imprensa.\n\nNome: {name}\nMeio de comunicação: {outlet}\nEmail: {email}\nPrazo: {deadline}\nEnviado a partir da página em {language}\n\n{message}\n\nResponda a este email para escrever diretamente a {name}. Quando o assunto estiver tratado, marque-o como tratado no painel.',
  'mail.formPress.action': 'Abrir as mensagens dos formulários',
  'mail.formPress.noDeadline': 'não indicado',
  'mail.newMessage.subject': 'Tem uma nova mensagem na Calma',
  'mail.newMessage.body':
    'Tem uma nova mensagem de {sender} na Calma.\n\nPara manter a sua conversa confidencial, nunca enviamos as mensagens por e-mail. Abra a conversa com o botão abaixo para a ler e responder.',
  'mail.newMessage.action': 'Ler a mensagem',
  'mail.enquiryConfirm.subject': 'Confirme a sua mensagem na Calma',
  'mail.enquiryConfirm.body':
    'Escreveu a {therapist} através da Calma. Confirme que este é o seu endereço de e-mail: só então encaminhamos a sua mensagem.\n\nA mesma ligação dá-lhe acesso à sua conversa, onde pode ler a resposta de {therapist} e continuar a escrever. Guarde este e-mail: qualquer pessoa com a ligação pode ler a conversa.\n\nSe não escreveu a {therapist}, ignore este e-mail: a mensagem é eliminada ao fim de {hours} horas.',
  'mail.enquiryConfirm.action': 'Confirmar e abrir a conversa',
  'mail.invoice.sent.subject': 'Fatura {number}',
  'mail.invoice.sent.body':
    '{therapist} enviou-lhe a fatura {number} no valor de {amount}, a pagar até {dueDate}. Encontra-a em anexo, em PDF.\n\nCom o botão abaixo pode consultar a fatura a qualquer momento e ver como pagá-la.',
  'mail.invoice.sent.action': 'Ver e pagar a fatura',
  'mail.invoice.creditNoteSent.subject': 'Nota de crédito {number}',
  'mail.invoice.creditNoteSent.body':
    '{therapist} emitiu a nota de crédito {number} no valor de {amount}, que anula a fatura {corrects}. Encontra-a em anexo, em PDF.\n\nSe já pagou essa fatura, {therapist} entrará em contacto consigo sobre o reembolso.',
  'mail.invoice.creditNoteSent.action': 'Ver a nota de crédito',
  'mail.invoice.reminder.subject': 'Lembrete: fatura {number}',
  'mail.invoice.reminder.body':
    'Um lembrete amigável: a fatura {number} de {therapist} venceu a {dueDate} e ainda estão em aberto {amount}. Voltamos a enviá-la em anexo, em PDF.\n\nSe entretanto já pagou, obrigado — pode ignorar este e-mail.',
  'mail.invoice.reminder.action': 'Ver e pagar a fatura',
  'mail.subscription.paymentFailed.subject': 'Não foi possível cobrar o seu plano {plan}',
  'mail.subscription.paymentFailed.body':
    'Não conseguimos cobrar o pagamento do seu plano {plan}. O plano e tudo o que inclui continuam disponíveis até {until}, enquanto voltamos a tentar a cobrança.\n\nVerifique ou atualize o seu cartão antes dessa data. Se o pagamento continuar por fazer a {until}, o seu consultório passa para o plano gratuito. Nada do que configurou será apagado.',
  'mail.subscription.paymentFailed.action': 'Atualizar o cartão',
  'mail.subscription.downgraded.subject': 'O seu consultório tem agora o plano {free}',
  'mail.subscription.downgraded.body':
    'O pagamento do seu plano {plan} não chegou até ao fim do período de tolerância, por isso o seu consultório tem agora o plano {free}.\n\nNada foi apagado: o seu perfil, clientes, marcações, faturas e serviços continuam lá. Deixa de estar disponível: {unavailable}. Os serviços que já oferece continuam a poder ser marcados, mas só pode acrescentar novos enquanto tiver menos de {services} ativos.\n\nPode voltar a escolher um plano a qualquer momento e recupera tudo de imediato.',
  'mail.subscription.downgraded.action': 'Escolher um plano',
  'mail.subscription.feature.video': 'as sessões por vídeo com sala de espera',
  'mail.subscription.feature.card_payments': 'o pagamento de faturas com cartão',
  'mail.subscription.feature.widgets': 'os widgets para o seu próprio site',
  'mail.subscription.feature.matching_priority': 'a prioridade nos resultados da correspondência',
  'mail.subscription.feature.none': 'nenhuma outra funcionalidade',
  'mail.referral.invitation.subject': 'Um colega convida-o para a Calma',
  'mail.referral.invitation.body':
    '{inviter} gere o consultório com a Calma e deixa-lhe um convite para se juntar: um perfil verificado num diretório onde os clientes chegam até si em cinco línguas, com marcações, sessões online e faturas num só lugar.\n\nRegiste-se com o botão abaixo e complete o seu perfil. Assim que o seu perfil for verificado, cada um recebe um mês grátis do plano {plan}: o seu consultório e o de {inviter}.\n\nSe não tiver interesse, basta ignorar este e-mail.',
  'mail.referral.invitation.action': 'Juntar-me à Calma',
  'mail.referral.rewardMonth.subject': 'Um mês grátis do plano {plan} para o seu consultório',
  'mail.referral.rewardMonth.body':
    'Obrigado por recomendar a Calma: a recomendação entre si e {colleague} está concluída, pois o novo perfil foi verificado. Como agradecimento, o seu consultório tem o plano {plan} gratuitamente até {until}.\n\nNão precisa de fazer nada, e não é cobrado nada por este mês.',
  'mail.referral.rewardMonth.action': 'Ver as suas recomendações',
  'mail.referral.rewardUnlimited.subject': 'Obrigado pela sua recomendação',
  'mail.referral.rewardUnlimited.body':
    'Obrigado por recomendar a Calma: a recomendação entre si e {colleague} está concluída, pois o novo perfil foi verificado.\n\nO seu consultório já tem o plano {plan} sem data de fim, por isso não há nenhum mês a acrescentar. A recompensa fica registada na sua página de recomendações.',
  'mail.referral.rewardUnlimited.action': 'Ver as suas recomendações',
  'mail.referral.rewardCredit.subject': 'Um mês grátis do plano {plan} para o seu consultório',
  'mail.referral.rewardCredit.body':
    'Obrigado por recomendar a Calma: a recomendação entre si e {colleague} está concluída, pois o novo perfil foi verificado. Como agradecimento, creditámos {amount} na sua conta Calma: um mês do seu plano {plan}.\n\nO crédito é descontado automaticamente nas próximas faturas do plano. Não precisa de fazer nada.',
  'mail.referral.rewardCredit.action': 'Ver as suas recomendações',

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
  'document.payment.byDate.one':
    'Agradecemos a transferência de {amount} no prazo de {count} dia, até {date}, indicando a referência de pagamento.',
  'document.payment.byDate.other':
    'Agradecemos a transferência de {amount} no prazo de {count} dias, até {date}, indicando a referência de pagamento.',
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

  // An online session's calendar event: the reader's way in.
  'calendar.join': 'Entrar na sessão online: {url}',
  // Share card.
  'card.verified': 'Verificado pela Calma',
  'card.online': 'Online',

  // The way of meeting in a waitlist offer's email (waitlist/offers.ts).
  'waitlist.online': 'online',
  'waitlist.inPerson': 'presencialmente',

  // Acordos antes da primeira sessão (agreements/, decisão 038).
  'mail.agreementsRequest.subject': 'Antes da sua primeira sessão: documentos para assinar',
  'mail.agreementsRequest.body.one':
    '{therapist} pede-lhe que leia e assine {count} documento antes da sua primeira sessão, como o acordo de tratamento ou o aviso de privacidade.\n\nA ligação abaixo abre-o; destina-se apenas a si e é válida durante {days} dias.',
  'mail.agreementsRequest.body.other':
    '{therapist} pede-lhe que leia e assine {count} documentos antes da sua primeira sessão, como o acordo de tratamento e o aviso de privacidade.\n\nA ligação abaixo abre-os; destina-se apenas a si e é válida durante {days} dias.',
  'mail.agreementsRequest.action': 'Ler e assinar',
  'mail.agreementsReminder.subject': 'Lembrete: documentos para assinar antes da sua sessão',
  'mail.agreementsReminder.body.one':
    'A sua sessão com {therapist} é daqui a dois dias e ainda falta a sua assinatura em {count} documento.\n\nA ligação abaixo abre-o; destina-se apenas a si e é válida durante {days} dias.',
  'mail.agreementsReminder.body.other':
    'A sua sessão com {therapist} é daqui a dois dias e ainda falta a sua assinatura em {count} documentos.\n\nA ligação abaixo abre-os; destina-se apenas a si e é válida durante {days} dias.',
  'mail.agreementsReminder.action': 'Ler e assinar',
  'mail.agreementSigned.subject': 'A sua cópia assinada',
  'mail.agreementSigned.body':
    'Assinou «{title}» para {therapist}. Segue em anexo a sua cópia em PDF, com o registo da sua assinatura.',
  'agreement.statement':
    'Li este documento e concordo com ele. Escrever o meu nome completo vale como a minha assinatura.',
  'agreement.record.title': 'Registo da assinatura',
  'agreement.record.signedBy': 'Assinado por',
  'agreement.record.signedAt': 'Assinado em',
  'agreement.record.ip': 'Endereço IP',
  'agreement.record.userAgent': 'Navegador',
  'agreement.record.document': 'Documento assinado',
  'agreement.record.version': 'versão {version}',
  'agreement.record.sha256': 'SHA-256 do texto assinado',
  'agreement.record.statement': 'Declaração assinalada',
  'agreement.record.parties': 'Entre {client} e {therapist}',
  'agreement.record.note':
    'Uma assinatura eletrónica simples (eIDAS, art. 3.º, n.º 10) registada pela Calma: a pessoa signatária escreveu o seu nome e assinalou a declaração acima.',
  // Questionários de admissão (intake/, decisão 040).
  'mail.intakeRequest.subject': 'Antes da sua sessão: algumas perguntas do seu terapeuta',
  'mail.intakeRequest.body':
    '{therapist} pede-lhe que responda a algumas perguntas antes da sua sessão, para que possam começar o trabalho em conjunto bem preparados.\n\nAs suas respostas são guardadas à medida que avança, por isso pode parar e continuar mais tarde. Só {therapist} as vê. A ligação abaixo destina-se apenas a si e é válida durante {days} dias.',
  'mail.intakeRequest.action': 'Responder às perguntas',
  'mail.intakeReminder.subject': 'Lembrete: perguntas por responder antes da sua sessão',
  'mail.intakeReminder.body':
    'A sua sessão com {therapist} é daqui a dois dias e ainda há perguntas à espera das suas respostas.\n\nO que já guardou mantém-se. A ligação abaixo destina-se apenas a si e é válida durante {days} dias.',
  'mail.intakeReminder.action': 'Responder às perguntas',
  'mail.beforeSessionRequest.subject': 'Antes da sua primeira sessão: documentos para assinar e algumas perguntas',
  'mail.beforeSessionRequest.body.one':
    '{therapist} pede-lhe que leia e assine {count} documento e que responda a algumas perguntas antes da sua primeira sessão.\n\nA ligação abaixo abre tudo. As suas respostas são guardadas à medida que avança, por isso pode parar e continuar mais tarde. A ligação destina-se apenas a si e é válida durante {days} dias.',
  'mail.beforeSessionRequest.body.other':
    '{therapist} pede-lhe que leia e assine {count} documentos e que responda a algumas perguntas antes da sua primeira sessão.\n\nA ligação abaixo abre tudo. As suas respostas são guardadas à medida que avança, por isso pode parar e continuar mais tarde. A ligação destina-se apenas a si e é válida durante {days} dias.',
  'mail.beforeSessionRequest.action': 'Assinar e responder',
  'mail.beforeSessionReminder.subject': 'Lembrete: documentos e perguntas antes da sua sessão',
  'mail.beforeSessionReminder.body.one':
    'A sua sessão com {therapist} é daqui a dois dias. Ainda falta a sua assinatura em {count} documento e há perguntas à espera das suas respostas.\n\nA ligação abaixo abre-os; destina-se apenas a si e é válida durante {days} dias.',
  'mail.beforeSessionReminder.body.other':
    'A sua sessão com {therapist} é daqui a dois dias. Ainda falta a sua assinatura em {count} documentos e há perguntas à espera das suas respostas.\n\nA ligação abaixo abre-os; destina-se apenas a si e é válida durante {days} dias.',
  'mail.beforeSessionReminder.action': 'Assinar e responder',
  'mail.intakeReopened.subject': 'O seu questionário está novamente aberto',
  'mail.intakeReopened.body':
    '{therapist} voltou a abrir «{title}» para que possa alterar as suas respostas. Tudo o que respondeu antes continua lá.\n\nQuando terminar, envie-o novamente. A ligação abaixo destina-se apenas a si e é válida durante {days} dias.',
  'mail.intakeReopened.action': 'Alterar as minhas respostas',
  'mail.intakeSubmitted.subject': 'Um cliente enviou um questionário',
  'mail.intakeSubmitted.body':
    '{client} enviou «{title}». Pode ler as respostas na ficha do cliente.\n\nPara proteger a privacidade do seu cliente, este e-mail não contém respostas.',
  'mail.intakeSubmitted.action': 'Abrir a ficha do cliente',
};
