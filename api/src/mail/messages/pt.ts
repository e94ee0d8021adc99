import type { MessageKey } from './en.ts';

export const pt: Record<MessageKey, string> = {
  'layout.greeting': 'Olá, {name},',
  'layout.greetingAnonymous': 'Olá,',
  'layout.signature': 'A equipa Calma',
  'layout.footer':
    'Recebe este email devido a uma ação na Calma. Se não foi você, pode ignorá-lo. Em caso de crise, encontre ajuda agora: {emergencyUrl}',
  'layout.buttonFallback': 'Se o botão não funcionar, copie esta ligação para o seu navegador:',
  'layout.withheld': '(não apresentado)',
  'verify.subject': 'Confirme o seu endereço de email na Calma',
  'verify.body':
    'Confirme que este é o seu endereço de email, para poder marcar sessões e para que possamos contactá-lo sobre elas.\n\nA ligação é válida durante {hours} horas.',
  'verify.action': 'Confirmar o meu email',
  'passwordReset.subject': 'Redefina a sua palavra-passe da Calma',
  'passwordReset.body':
    'Alguém pediu para redefinir a palavra-passe da conta Calma associada a este email. Se foi você, escolha uma nova palavra-passe no botão abaixo.\n\nA ligação é válida durante {minutes} minutos e só funciona uma vez. Se não fez este pedido, não precisa de fazer nada: a sua palavra-passe mantém-se.',
  'passwordReset.action': 'Escolher uma nova palavra-passe',
  'appointmentGuestConfirm.subject': 'Confirme a sua marcação para {when}',
  'appointmentGuestConfirm.body':
    'Escolheu {service} com {therapist} em {when}.\n\nConfirme o seu endereço de email nos próximos 30 minutos para podermos enviar a sua marcação. Até lá, guardamos o horário para si.',
  'appointmentGuestConfirm.action': 'Confirmar a minha marcação',
  'appointmentRequested.subject': 'O seu pedido para {when} foi enviado',
  'appointmentRequested.body':
    '{therapist} recebeu o seu pedido de {service} para {when} ({where}).\n\nReceberá um email assim que a marcação for confirmada. Preço: {price}.',
  'appointmentRequested.action': 'Ver a minha consulta',
  'appointmentConfirmed.subject': 'Confirmada: a sua consulta de {when}',
  'appointmentConfirmed.body':
    'A sua consulta está confirmada: {service} com {therapist} em {when} ({where}).\n\nPreço: {price}. O ficheiro de calendário em anexo adiciona-a ao seu calendário. Pode cancelá-la ou alterá-la na página da consulta.',
  'appointmentConfirmed.action': 'Ver a minha consulta',
  'appointmentDeclined.subject': 'O seu pedido para {when} não pôde ser aceite',
  'appointmentDeclined.body':
    'Infelizmente, {therapist} não pode aceitar o seu pedido de {service} para {when}.\n\nNão tem a ver consigo: muitas vezes a agenda está simplesmente cheia. Pode escolher outro horário ou outro profissional.',
  'appointmentDeclined.action': 'Procurar outro horário',
  'appointmentRescheduled.subject': 'Novo horário: a sua consulta passou para {when}',
  'appointmentRescheduled.body':
    'A sua consulta mudou de horário. O novo horário é {when} ({where}).\n\nO ficheiro de calendário em anexo atualiza o seu calendário.',
  'appointmentRescheduled.action': 'Ver a minha consulta',
  'appointmentCancelled.subject': 'Cancelada: a sua consulta de {when}',
  'appointmentCancelled.body':
    'A sua consulta de {service} com {therapist} em {when} foi cancelada.\n\nSe quiser marcar outro horário, pode fazê-lo a qualquer momento.',
  'appointmentCancelled.action': 'Ver a minha consulta',
  'appointmentReminder24.subject': 'Amanhã: a sua consulta de {when}',
  'appointmentReminder24.body': 'Lembramos a sua consulta de amanhã: {service} com {therapist} em {when} ({where}).',
  'appointmentReminder24.action': 'Ver a minha consulta',
  'appointmentReminder1.subject': 'Daqui a uma hora: a sua consulta de {when}',
  'appointmentReminder1.body':
    'A sua consulta começa daqui a cerca de uma hora: {service} com {therapist} em {when} ({where}).',
  'appointmentReminder1.action': 'Ver a minha consulta',
  'therapistNewRequest.subject': 'Novo pedido de marcação para {when}',
  'therapistNewRequest.body':
    '{client} quer marcar {service} para {when} ({where}).\n\nConfirme ou recuse o pedido no seu painel.',
  'therapistNewRequest.action': 'Abrir as minhas sessões',
  'therapistNewBooking.subject': 'Nova marcação: {when}',
  'therapistNewBooking.body': '{client} marcou {service} para {when} ({where}).',
  'therapistNewBooking.action': 'Abrir as minhas sessões',
  'therapistRescheduled.subject': 'Uma consulta passou para {when}',
  'therapistRescheduled.body': '{client} alterou {service} para {when} ({where}).',
  'therapistRescheduled.action': 'Abrir as minhas sessões',
  'therapistCancelled.subject': 'Foi cancelada a consulta de {when}',
  'therapistCancelled.body':
    '{client} cancelou {service} de {when}. O horário fica novamente livre para outras marcações.',
  'therapistCancelled.action': 'Abrir as minhas sessões',
  'alreadyRegistered.subject': 'Alguém tentou criar uma conta Calma com o seu email',
  'alreadyRegistered.body':
    'Alguém, provavelmente você, acabou de tentar criar uma nova conta Calma com este endereço de email. Como já tem uma conta, não criámos outra.\n\nPara iniciar sessão, aceda a {signInUrl}. Se se esqueceu da palavra-passe, pode escolher uma nova no botão abaixo.\n\nSe não foi você, não precisa de fazer nada: a sua conta mantém-se igual.',
  'alreadyRegistered.action': 'Escolher uma nova palavra-passe',
  'passwordChanged.subject': 'A sua palavra-passe da Calma foi alterada',
  'passwordChanged.body':
    'A palavra-passe da sua conta Calma acabou de ser alterada, e a sessão foi terminada em todos os outros dispositivos.\n\nSe foi você, não precisa de fazer nada. Se não foi, escolha já uma nova palavra-passe no botão abaixo.',
  'passwordChanged.action': 'Escolher uma nova palavra-passe',
  'accountDeletionRequested.subject': 'A sua conta Calma será eliminada a {date}',
  'accountDeletionRequested.body':
    'Pediu-nos para eliminar a sua conta Calma. Terminámos a sua sessão em todos os dispositivos e vamos apagar a conta e os respetivos dados a {date}.\n\nMudou de ideias? Inicie sessão antes dessa data e a eliminação é cancelada.\n\nSe não fez este pedido, inicie sessão agora para manter a sua conta e, depois, altere a palavra-passe.',
  'accountDeletionRequested.action': 'Iniciar sessão e manter a conta',
  'accountDeletionCancelled.subject': 'A sua conta Calma não será eliminada',
  'accountDeletionCancelled.body':
    'Alguém iniciou sessão na sua conta Calma enquanto esta aguardava a eliminação, por isso cancelámos a eliminação. A conta mantém-se como estava.\n\nSe foi você, não precisa de fazer nada. Se não foi, escolha já uma nova palavra-passe em «Esqueceu-se da palavra-passe?» na página de início de sessão.',
  'verificationApproved.subject': 'O seu perfil Calma está verificado',
  'verificationApproved.body':
    'Boas notícias: confirmámos a sua inscrição profissional e o seu perfil está agora verificado.\n\nEnquanto o seu perfil estiver publicado, os clientes podem encontrá-lo na pesquisa e contactá-lo.',
  'verificationApproved.action': 'Abrir a minha verificação',
  'verificationChangesRequested.subject': 'Atualize a sua verificação na Calma',
  'verificationChangesRequested.body':
    'Analisámos a sua verificação e precisamos que altere algo antes de podermos confirmar a sua inscrição profissional. A nossa equipa de revisão escreveu:\n\n{reason}\n\nAtualize os seus dados ou documentos e volte a submetê-los.',
  'verificationChangesRequested.action': 'Atualizar a minha verificação',
  'verificationRejected.subject': 'A sua verificação na Calma não foi aprovada',
  'verificationRejected.body':
    'Não conseguimos confirmar a sua inscrição profissional, por isso o seu perfil não foi verificado. A nossa equipa de revisão escreveu:\n\n{reason}\n\nSe puder corrigir isto, atualize os seus dados ou documentos e volte a submetê-los.',
  'verificationRejected.action': 'Abrir a minha verificação',
  'recommendEmployer.subject': 'Uma sugestão: apoio terapêutico confidencial com a Calma',
  'recommendEmployer.body':
    '{intro}\n\n{letter}\n\nTem dúvidas sobre a Calma? Responda a este email e a nossa equipa entrará em contacto consigo.',
  'formPartnership.subject': 'Novo pedido de parceria',
  'formPartnership.body':
    'Chegou uma nova mensagem através do formulário de parcerias.\n\nNome: {name}\nOrganização: {organisation}\nEmail: {email}\nTipo de parceria: {partnershipKind}\nEnviado a partir da página em {language}\n\n{message}\n\nResponda a este email para escrever diretamente a {name}. Quando o assunto estiver tratado, marque-o como tratado no painel.',
  'formPartnership.action': 'Abrir as mensagens dos formulários',
  'formPartnership.kind.employer': 'Entidade empregadora',
  'formPartnership.kind.university': 'Universidade ou instituto politécnico',
  'formPartnership.kind.association': 'Ordem profissional, associação ou instituto de formação',
  'formPartnership.kind.community': 'Organização comunitária ou de migrantes',
  'formPartnership.kind.health_service': 'Serviço de saúde ou de aconselhamento',
  'formPartnership.kind.other': 'Outra coisa',
  'formPress.subject': 'Novo pedido de imprensa',
  'formPress.body':
    'Chegou uma nova mensagem através do formulário de imprensa.\n\nNome: {name}\nMeio de comunicação: {outlet}\nEmail: {email}\nPrazo: {deadline}\nEnviado a partir da página em {language}\n\n{message}\n\nResponda a este email para escrever diretamente a {name}. Quando o assunto estiver tratado, marque-o como tratado no painel.',
  'formPress.action': 'Abrir as mensagens dos formulários',
  'formPress.noDeadline': 'não indicado',
  'newMessage.subject': 'Tem uma nova mensagem na Calma',
  'newMessage.body':
    'Tem uma nova mensagem de {sender} na Calma.\n\nPara manter a sua conversa confidencial, nunca enviamos as mensagens por e-mail. Abra a conversa com o botão abaixo para a ler e responder.',
  'newMessage.action': 'Ler a mensagem',
  'enquiryConfirm.subject': 'Confirme a sua mensagem na Calma',
  'enquiryConfirm.body':
    'Escreveu a {therapist} através da Calma. Confirme que este é o seu endereço de e-mail: só então encaminhamos a sua mensagem.\n\nA mesma ligação dá-lhe acesso à sua conversa, onde pode ler a resposta de {therapist} e continuar a escrever. Guarde este e-mail: qualquer pessoa com a ligação pode ler a conversa.\n\nSe não escreveu a {therapist}, ignore este e-mail: a mensagem é eliminada ao fim de {hours} horas.',
  'enquiryConfirm.action': 'Confirmar e abrir a conversa',
  'invoice.sent.subject': 'Fatura {number}',
  'invoice.sent.body':
    '{therapist} enviou-lhe a fatura {number} no valor de {amount}, a pagar até {dueDate}. Encontra-a em anexo, em PDF.\n\nCom o botão abaixo pode consultar a fatura a qualquer momento e ver como pagá-la.',
  'invoice.sent.action': 'Ver e pagar a fatura',
  'invoice.creditNoteSent.subject': 'Nota de crédito {number}',
  'invoice.creditNoteSent.body':
    '{therapist} emitiu a nota de crédito {number} no valor de {amount}, que anula a fatura {corrects}. Encontra-a em anexo, em PDF.\n\nSe já pagou essa fatura, {therapist} entrará em contacto consigo sobre o reembolso.',
  'invoice.creditNoteSent.action': 'Ver a nota de crédito',
  'invoice.reminder.subject': 'Lembrete: fatura {number}',
  'invoice.reminder.body':
    'Um lembrete amigável: a fatura {number} de {therapist} venceu a {dueDate} e ainda estão em aberto {amount}. Voltamos a enviá-la em anexo, em PDF.\n\nSe entretanto já pagou, obrigado — pode ignorar este e-mail.',
  'invoice.reminder.action': 'Ver e pagar a fatura',
  'subscription.paymentFailed.subject': 'Não foi possível cobrar o seu plano {plan}',
  'subscription.paymentFailed.body':
    'Não conseguimos cobrar o pagamento do seu plano {plan}. O plano e tudo o que inclui continuam disponíveis até {until}, enquanto voltamos a tentar a cobrança.\n\nVerifique ou atualize o seu cartão antes dessa data. Se o pagamento continuar por fazer a {until}, o seu consultório passa para o plano gratuito. Nada do que configurou será apagado.',
  'subscription.paymentFailed.action': 'Atualizar o cartão',
  'subscription.downgraded.subject': 'O seu consultório tem agora o plano {free}',
  'subscription.downgraded.body':
    'O pagamento do seu plano {plan} não chegou até ao fim do período de tolerância, por isso o seu consultório tem agora o plano {free}.\n\nNada foi apagado: o seu perfil, clientes, marcações, faturas e serviços continuam lá. Deixa de estar disponível: {unavailable}. Os serviços que já oferece continuam a poder ser marcados, mas só pode acrescentar novos enquanto tiver menos de {services} ativos.\n\nPode voltar a escolher um plano a qualquer momento e recupera tudo de imediato.',
  'subscription.downgraded.action': 'Escolher um plano',
  'subscription.feature.video': 'as sessões por vídeo com sala de espera',
  'subscription.feature.card_payments': 'o pagamento de faturas com cartão',
  'subscription.feature.widgets': 'os widgets para o seu próprio site',
  'subscription.feature.matching_priority': 'a prioridade nos resultados da correspondência',
  'subscription.feature.none': 'nenhuma outra funcionalidade',
  'referral.invitation.subject': 'Um colega convida-o para a Calma',
  'referral.invitation.body':
    '{inviter} gere o consultório com a Calma e deixa-lhe um convite para se juntar: um perfil verificado num diretório onde os clientes chegam até si em cinco línguas, com marcações, sessões online e faturas num só lugar.\n\nRegiste-se com o botão abaixo e complete o seu perfil. Assim que o seu perfil for verificado, cada um recebe um mês grátis do plano {plan}: o seu consultório e o de {inviter}.\n\nSe não tiver interesse, basta ignorar este e-mail.',
  'referral.invitation.action': 'Juntar-me à Calma',
  'referral.rewardMonth.subject': 'Um mês grátis do plano {plan} para o seu consultório',
  'referral.rewardMonth.body':
    'Obrigado por recomendar a Calma: a recomendação entre si e {colleague} está concluída, pois o novo perfil foi verificado. Como agradecimento, o seu consultório tem o plano {plan} gratuitamente até {until}.\n\nNão precisa de fazer nada, e não é cobrado nada por este mês.',
  'referral.rewardMonth.action': 'Ver as suas recomendações',
  'referral.rewardUnlimited.subject': 'Obrigado pela sua recomendação',
  'referral.rewardUnlimited.body':
    'Obrigado por recomendar a Calma: a recomendação entre si e {colleague} está concluída, pois o novo perfil foi verificado.\n\nO seu consultório já tem o plano {plan} sem data de fim, por isso não há nenhum mês a acrescentar. A recompensa fica registada na sua página de recomendações.',
  'referral.rewardUnlimited.action': 'Ver as suas recomendações',
  'referral.rewardCredit.subject': 'Um mês grátis do plano {plan} para o seu consultório',
  'referral.rewardCredit.body':
    'Obrigado por recomendar a Calma: a recomendação entre si e {colleague} está concluída, pois o novo perfil foi verificado. Como agradecimento, creditámos {amount} na sua conta Calma: um mês do seu plano {plan}.\n\nO crédito é descontado automaticamente nas próximas faturas do plano. Não precisa de fazer nada.',
  'referral.rewardCredit.action': 'Ver as suas recomendações',
};
