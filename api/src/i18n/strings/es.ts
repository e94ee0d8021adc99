import type { ApiStrings } from './en.ts';

export const es: ApiStrings = {
  // Emails.
  'mail.layout.greeting': 'Hola, {name}:',
  'mail.layout.greetingAnonymous': 'Hola:',
  'mail.layout.signature': 'El equipo de Calma',
  'mail.layout.footer':
    'Recibes este correo por una acción realizada en Calma. Si no has sido tú, puedes ignorarlo. Si estás en crisis, encuentra ayuda ahora: {emergencyUrl}',
  'mail.layout.buttonFallback': 'Si el botón no funciona, copia este enlace en tu navegador:',
  'mail.layout.unsubscribe':
    'Otra persona nos dio tu dirección para este correo. Para no recibir más correos como este: {url}',
  'mail.layout.unsubscribeLead': 'Otra persona nos dio tu dirección para este correo.',
  'mail.layout.unsubscribeAction': 'No recibir más correos como este',
  'mail.layout.withheld': '(no se muestra)',
  'mail.verify.subject': 'Confirma tu dirección de correo en Calma',
  'mail.verify.body':
    'Confirma que esta es tu dirección de correo electrónico para poder reservar sesiones y para que podamos contactarte sobre ellas.\n\nEl enlace es válido durante {hours} horas.',
  'mail.verify.action': 'Confirmar mi correo',
  'mail.passwordReset.subject': 'Restablece tu contraseña de Calma',
  'mail.passwordReset.body':
    'Alguien ha pedido restablecer la contraseña de la cuenta de Calma asociada a este correo. Si has sido tú, elige una contraseña nueva con el botón de abajo.\n\nEl enlace es válido durante {minutes} minutos y solo funciona una vez. Si no lo has pedido tú, no tienes que hacer nada: tu contraseña sigue siendo la misma.',
  'mail.passwordReset.action': 'Elegir una contraseña nueva',
  // Questionnaires a therapist sends (measures/, decision 036); the risk alert names nobody and no answer.
  'mail.measureRequest.subject': 'Un breve cuestionario de tu terapeuta',
  'mail.measureRequest.body':
    '{therapist} te pide que respondas un breve cuestionario. Solo te llevará unos minutos, y tus respuestas os ayudan a ver cómo evolucionan las cosas con el tiempo.\n\nSolo {therapist} verá tus respuestas. El enlace de abajo es solo para ti, funciona una sola vez y es válido durante {days} días.',
  'mail.measureRequest.action': 'Responder al cuestionario',
  'mail.measureRiskAlert.subject': 'Respuesta de riesgo en un cuestionario',
  'mail.measureRiskAlert.body':
    'Uno de tus clientes acaba de responder un cuestionario y ha dado una respuesta que puede indicar un riesgo para su seguridad.\n\nRevísalo en tu panel lo antes posible y valora ponerte en contacto. Para proteger su privacidad, este correo no contiene nombres, puntuaciones ni respuestas.',
  'mail.measureRiskAlert.action': 'Abrir mi panel',
  'mail.appointmentGuestConfirm.subject': 'Confirma tu reserva para el {when}',
  'mail.appointmentGuestConfirm.body':
    'Has elegido {service} con {therapist} el {when}.\n\nConfirma tu dirección de correo en los próximos 30 minutos para que podamos enviar tu reserva. Mientras tanto, te guardamos la hora.',
  'mail.appointmentGuestConfirm.action': 'Confirmar mi reserva',
  'mail.appointmentRequested.subject': 'Tu solicitud para el {when} se ha enviado',
  'mail.appointmentRequested.body':
    '{therapist} ha recibido tu solicitud de {service} para el {when} ({where}).\n\nTe enviaremos un correo en cuanto la confirme. Precio: {price}.',
  'mail.appointmentRequested.action': 'Ver mi cita',
  'mail.appointmentConfirmed.subject': 'Confirmada: tu cita del {when}',
  'mail.appointmentConfirmed.body':
    'Tu cita está confirmada: {service} con {therapist} el {when} ({where}).\n\nPrecio: {price}. Con el archivo de calendario adjunto puedes añadirla a tu calendario. Puedes cancelarla o cambiarla desde la página de la cita.',
  'mail.appointmentConfirmed.action': 'Ver mi cita',
  'mail.appointmentDeclined.subject': 'Tu solicitud para el {when} no se ha podido aceptar',
  'mail.appointmentDeclined.body':
    'Lamentablemente, {therapist} no puede aceptar tu solicitud de {service} para el {when}.\n\nNo tiene que ver contigo: a menudo la agenda simplemente está llena. Puedes elegir otra hora u otro profesional.',
  'mail.appointmentDeclined.action': 'Buscar otra hora',
  'mail.appointmentRescheduled.subject': 'Nueva hora: tu cita es ahora el {when}',
  'mail.appointmentRescheduled.body':
    'Tu cita ha cambiado de hora. La nueva hora es el {when} ({where}).\n\nEl archivo de calendario adjunto actualiza tu calendario.',
  'mail.appointmentRescheduled.action': 'Ver mi cita',
  'mail.appointmentCancelled.subject': 'Cancelada: tu cita del {when}',
  'mail.appointmentCancelled.body':
    'Tu cita de {service} con {therapist} del {when} se ha cancelado.\n\nSi quieres reservar otra hora, puedes hacerlo cuando quieras.',
  'mail.appointmentCancelled.action': 'Ver mi cita',
  'mail.appointmentReminder24.subject': 'Mañana: tu cita del {when}',
  'mail.appointmentReminder24.body': 'Te recordamos tu cita de mañana: {service} con {therapist} el {when} ({where}).',
  'mail.appointmentReminder24.action': 'Ver mi cita',
  'mail.appointmentReminder1.subject': 'Dentro de una hora: tu cita del {when}',
  'mail.appointmentReminder1.body':
    'Tu cita empieza dentro de una hora aproximadamente: {service} con {therapist} el {when} ({where}).',
  'mail.appointmentReminder1.action': 'Ver mi cita',
  'mail.therapistNewRequest.subject': 'Nueva solicitud de reserva para el {when}',
  'mail.therapistNewRequest.body':
    '{client} quiere reservar {service} el {when} ({where}).\n\nConfirma o rechaza la solicitud en tu panel.',
  'mail.therapistNewRequest.action': 'Abrir mis sesiones',
  'mail.therapistNewBooking.subject': 'Nueva reserva: {when}',
  'mail.therapistNewBooking.body': '{client} ha reservado {service} el {when} ({where}).',
  'mail.therapistNewBooking.action': 'Abrir mis sesiones',
  'mail.therapistRescheduled.subject': 'Una cita se ha cambiado al {when}',
  'mail.therapistRescheduled.body': '{client} ha cambiado {service} al {when} ({where}).',
  'mail.therapistRescheduled.action': 'Abrir mis sesiones',
  'mail.therapistCancelled.subject': 'Se ha cancelado la cita del {when}',
  'mail.therapistCancelled.body':
    '{client} ha cancelado {service} del {when}. La hora vuelve a estar libre para otras reservas.',
  'mail.therapistCancelled.action': 'Abrir mis sesiones',
  'mail.waitlistConfirm.subject': 'Confirma tu lugar en una lista de espera',
  'mail.waitlistConfirm.body':
    'Has pedido entrar en la lista de espera de {therapist} para {service}.\n\nConfirma tu dirección de correo para ocupar tu lugar en la fila. Hasta entonces no estás en la lista y la consulta no recibe ningún aviso.\n\nSi no has sido tú, ignora este correo: no pasará nada.',
  'mail.waitlistConfirm.action': 'Confirmar mi lugar',
  'mail.waitlistOffer.subject': 'Se ha liberado una hora para ti: {when}',
  'mail.waitlistOffer.body':
    'Se ha liberado con {therapist} una hora que esperabas: {service} el {when}, {how}.\n\nTe la reservamos hasta {until}. Acéptala para reservarla. Si no te va bien, recházala para que pueda tenerla la siguiente persona; conservas tu lugar en la fila.',
  'mail.waitlistOffer.action': 'Ver la oferta',
  'mail.therapistWaitlistJoined.subject': 'Alguien se ha apuntado a tu lista de espera',
  'mail.therapistWaitlistJoined.body':
    '{client} se ha apuntado a tu lista de espera para {service}.\n\nTu panel muestra la lista en orden, con los deseos de cada persona. Cuando se libera una hora, se ofrece a la primera persona a la que le encaja.',
  'mail.therapistWaitlistJoined.action': 'Abrir mi lista de espera',
  'mail.alreadyRegistered.subject': 'Alguien ha intentado crear una cuenta de Calma con tu correo',
  'mail.alreadyRegistered.body':
    'Alguien (probablemente tú) acaba de intentar crear una cuenta nueva de Calma con esta dirección de correo. Ya tienes una cuenta, así que no hemos creado otra.\n\nPara iniciar sesión, ve a {signInUrl}. Si has olvidado tu contraseña, puedes elegir una nueva con el botón de abajo.\n\nSi no has sido tú, no tienes que hacer nada: tu cuenta sigue igual.',
  'mail.alreadyRegistered.action': 'Elegir una contraseña nueva',
  'mail.passwordChanged.subject': 'Se ha cambiado tu contraseña de Calma',
  'mail.passwordChanged.body':
    'Se acaba de cambiar la contraseña de tu cuenta de Calma y se ha cerrado la sesión en todos los demás dispositivos.\n\nSi has sido tú, no tienes que hacer nada. Si no, elige una contraseña nueva ahora mismo con el botón de abajo.',
  'mail.passwordChanged.action': 'Elegir una contraseña nueva',
  'mail.accountDeletionRequested.subject': 'Tu cuenta de Calma se eliminará el {date}',
  'mail.accountDeletionRequested.body':
    'Nos has pedido que eliminemos tu cuenta de Calma. Hemos cerrado tu sesión en todos los dispositivos y borraremos la cuenta y sus datos el {date}.\n\n¿Has cambiado de opinión? Inicia sesión antes de esa fecha y se cancelará la eliminación.\n\nSi no lo has pedido tú, inicia sesión ahora para conservar tu cuenta y, después, cambia tu contraseña.',
  'mail.accountDeletionRequested.action': 'Iniciar sesión y conservar mi cuenta',
  'mail.accountDeletionCancelled.subject': 'Tu cuenta de Calma no se eliminará',
  'mail.accountDeletionCancelled.body':
    'Alguien ha iniciado sesión en tu cuenta de Calma mientras estaba pendiente de eliminarse, así que hemos cancelado la eliminación. La cuenta sigue como estaba.\n\nSi has sido tú, no tienes que hacer nada. Si no, elige ahora mismo una contraseña nueva con «¿Has olvidado tu contraseña?» en la página de inicio de sesión.',
  'mail.verificationApproved.subject': 'Tu perfil de Calma está verificado',
  'mail.verificationApproved.body':
    'Buenas noticias: hemos confirmado tu colegiación o registro profesional y tu perfil ya está verificado.\n\nMientras tu perfil esté publicado, los clientes podrán encontrarlo en la búsqueda y ponerse en contacto contigo.',
  'mail.verificationApproved.action': 'Ver mi verificación',
  'mail.verificationChangesRequested.subject': 'Actualiza tu verificación en Calma',
  'mail.verificationChangesRequested.body':
    'Hemos revisado tu verificación y necesitamos que cambies algo antes de poder confirmar tu registro profesional. Nuestro equipo de revisión indica:\n\n{reason}\n\nActualiza tus datos o documentos y vuelve a enviarlos.',
  'mail.verificationChangesRequested.action': 'Actualizar mi verificación',
  'mail.verificationRejected.subject': 'Tu verificación en Calma no se ha aprobado',
  'mail.verificationRejected.body':
    'No hemos podido confirmar tu registro profesional, así que tu perfil no se ha verificado. Nuestro equipo de revisión indica:\n\n{reason}\n\nSi puedes corregirlo, actualiza tus datos o documentos y vuelve a enviarlos.',
  'mail.verificationRejected.action': 'Ver mi verificación',
  'mail.recommendEmployer.subject': 'Una propuesta: apoyo terapéutico confidencial con Calma',
  'mail.recommendEmployer.body':
    '{intro}\n\n{letter}\n\n¿Tiene preguntas sobre Calma? Responda a este correo y nuestro equipo se pondrá en contacto con usted.',
  'mail.formPartnership.subject': 'Nueva solicitud de colaboración',
  'mail.formPartnership.body':
    'Ha llegado un mensaje nuevo a través del formulario de colaboraciones.\n\nNombre: {name}\nOrganización: {organisation}\nCorreo electrónico: {email}\nTipo de colaboración: {partnershipKind}\nEnviado desde la página en {language}\n\n{message}\n\nResponde a este correo para contestar directamente a {name}. Cuando esté resuelto, márcalo como atendido en el panel.',
  'mail.formPartnership.action': 'Abrir los mensajes de formularios',
  'mail.formPartnership.kind.employer': 'Empresa',
  'mail.formPartnership.kind.university': 'Universidad o centro de estudios',
  'mail.formPartnership.kind.association': 'Colegio profesional, asociación o centro de formación',
  'mail.formPartnership.kind.community': 'Organización comunitaria o de personas migrantes',
  'mail.formPartnership.kind.health_service': 'Servicio de salud o de orientación',
  'mail.formPartnership.kind.other': 'Otra cosa',
  'mail.formPress.subject': 'Nueva consulta de prensa',
  'mail.formPress.body':
    'Ha llegado un mensaje nuevo a través del formulario de prensa.\n\nNombre: {name}\nMedio: {outlet}\nCorreo electrónico: {email}\nPlazo: {deadline}\nEnviado desde la página en {language}\n\n{message}\n\nResponde a este correo para contestar directamente a {name}. Cuando esté resuelto, márcalo como atendido en el panel.',
  'mail.formPress.action': 'Abrir los mensajes de formularios',
  'mail.formPress.noDeadline': 'sin indicar',
  'mail.newMessage.subject': 'Tienes un mensaje nuevo en Calma',
  'mail.newMessage.body':
    'Tienes un mensaje nuevo de {sender} en Calma.\n\nPara que tu conversación siga siendo confidencial, nunca enviamos los mensajes por correo electrónico. Abre la conversación con el botón de abajo para leerlo y responder.',
  'mail.newMessage.action': 'Leer el mensaje',
  'mail.enquiryConfirm.subject': 'Confirma tu mensaje en Calma',
  'mail.enquiryConfirm.body':
    'Has escrito a {therapist} a través de Calma. Confirma que esta es tu dirección de correo electrónico: solo entonces reenviaremos tu mensaje.\n\nEl mismo enlace te lleva a tu conversación, donde podrás leer la respuesta de {therapist} y seguir escribiendo. Guarda este correo: cualquier persona con el enlace puede leer la conversación.\n\nSi no has escrito a {therapist}, ignora este correo: el mensaje se eliminará en {hours} horas.',
  'mail.enquiryConfirm.action': 'Confirmar y abrir la conversación',
  'mail.invoice.sent.subject': 'Factura {number}',
  'mail.invoice.sent.body':
    '{therapist} te ha enviado la factura {number} por {amount}, con vencimiento el {dueDate}. La encontrarás adjunta en PDF.\n\nCon el botón de abajo puedes ver la factura cuando quieras y consultar cómo pagarla.',
  'mail.invoice.sent.action': 'Ver y pagar la factura',
  'mail.invoice.creditNoteSent.subject': 'Factura rectificativa {number}',
  'mail.invoice.creditNoteSent.body':
    '{therapist} ha emitido la factura rectificativa {number} por {amount}, que anula la factura {corrects}. La encontrarás adjunta en PDF.\n\nSi ya habías pagado esa factura, {therapist} se pondrá en contacto contigo para el reembolso.',
  'mail.invoice.creditNoteSent.action': 'Ver la factura rectificativa',
  'mail.invoice.reminder.subject': 'Recordatorio: factura {number}',
  'mail.invoice.reminder.body':
    'Un recordatorio amable: la factura {number} de {therapist} vencía el {dueDate} y quedan {amount} pendientes. Te la adjuntamos de nuevo en PDF.\n\nSi ya la has pagado, muchas gracias; puedes ignorar este correo.',
  'mail.invoice.reminder.action': 'Ver y pagar la factura',
  'mail.subscription.paymentFailed.subject': 'No hemos podido cobrar tu plan {plan}',
  'mail.subscription.paymentFailed.body':
    'No hemos podido cobrar el pago de tu plan {plan}. Tu plan y todo lo que incluye siguen disponibles hasta el {until} mientras volvemos a intentar el cobro.\n\nRevisa o actualiza tu tarjeta antes de esa fecha. Si el pago sigue sin realizarse el {until}, tu consulta pasará al plan gratuito. No se borrará nada de lo que hayas configurado.',
  'mail.subscription.paymentFailed.action': 'Actualizar la tarjeta',
  'mail.subscription.downgraded.subject': 'Tu consulta tiene ahora el plan {free}',
  'mail.subscription.downgraded.body':
    'El pago de tu plan {plan} no ha llegado antes del final del periodo de gracia, así que tu consulta tiene ahora el plan {free}.\n\nNo se ha borrado nada: tu perfil, tus clientes, citas, facturas y servicios siguen ahí. Deja de estar disponible lo siguiente: {unavailable}. Los servicios que ya ofreces se pueden seguir reservando, pero solo podrás añadir otros nuevos mientras tengas menos de {services} activos.\n\nPuedes volver a elegir un plan cuando quieras y lo recuperarás todo al instante.',
  'mail.subscription.downgraded.action': 'Elegir un plan',
  'mail.subscription.feature.video': 'las sesiones por vídeo con sala de espera',
  'mail.subscription.feature.card_payments': 'el pago con tarjeta de tus facturas',
  'mail.subscription.feature.widgets': 'los widgets para tu propia web',
  'mail.subscription.feature.matching_priority': 'la prioridad en los resultados del emparejamiento',
  'mail.subscription.feature.none': 'ninguna otra función',
  'mail.referral.invitation.subject': 'Un colega te invita a Calma',
  'mail.referral.invitation.body':
    '{inviter} gestiona su consulta con Calma y te invita a unirte: un perfil verificado en un directorio donde los clientes te encuentran en cinco idiomas, con reservas, sesiones en línea y facturas en un solo lugar.\n\nRegístrate con el botón de abajo y completa tu perfil. En cuanto tu perfil esté verificado, tú y {inviter} recibiréis un mes gratis del plan {plan}.\n\nSi no te interesa, simplemente ignora este correo.',
  'mail.referral.invitation.action': 'Unirme a Calma',
  'mail.referral.rewardMonth.subject': 'Un mes gratis de {plan} para tu consulta',
  'mail.referral.rewardMonth.body':
    'Gracias por recomendar Calma: la recomendación entre tú y {colleague} se ha completado, ya que el nuevo perfil ha sido verificado. Como agradecimiento, tu consulta tiene el plan {plan} gratis hasta el {until}.\n\nNo tienes que hacer nada, y no se te cobra nada por este mes.',
  'mail.referral.rewardMonth.action': 'Ver tus recomendaciones',
  'mail.referral.rewardUnlimited.subject': 'Gracias por tu recomendación',
  'mail.referral.rewardUnlimited.body':
    'Gracias por recomendar Calma: la recomendación entre tú y {colleague} se ha completado, ya que el nuevo perfil ha sido verificado.\n\nTu consulta ya tiene el plan {plan} sin fecha de fin, así que no hay ningún mes que añadir. La recompensa queda anotada en tu página de recomendaciones.',
  'mail.referral.rewardUnlimited.action': 'Ver tus recomendaciones',
  'mail.referral.rewardCredit.subject': 'Un mes gratis de {plan} para tu consulta',
  'mail.referral.rewardCredit.body':
    'Gracias por recomendar Calma: la recomendación entre tú y {colleague} se ha completado, ya que el nuevo perfil ha sido verificado. Como agradecimiento, hemos abonado {amount} en tu cuenta de Calma: un mes de tu plan {plan}.\n\nEl saldo se descuenta automáticamente de tus próximas facturas del plan. No tienes que hacer nada.',
  'mail.referral.rewardCredit.action': 'Ver tus recomendaciones',

  // Invoice PDF.
  'document.title.invoice': 'Factura',
  'document.title.creditNote': 'Factura rectificativa',
  'document.title.paymentRequest': 'Solicitud de pago',
  'document.title.paymentRequestCancellation': 'Anulación de solicitud de pago',
  'document.file.invoice': 'Factura',
  'document.file.creditNote': 'Factura-rectificativa',
  'document.file.paymentRequest': 'Solicitud-de-pago',
  'document.file.paymentRequestCancellation': 'Anulacion-solicitud-de-pago',
  'document.notice.notAnInvoice':
    'Este documento no es una factura a efectos fiscales; la factura (fatura) se emite por separado.',
  'document.notice.notVatRegistered': 'No se repercute IVA: la consulta no está registrada a efectos del IVA.',
  'document.meta.number': 'Número',
  'document.meta.issueDate': 'Fecha de expedición',
  'document.meta.serviceDate': 'Fecha del servicio',
  'document.meta.servicePeriod': 'Periodo del servicio',
  'document.meta.dueDate': 'Fecha de vencimiento',
  'document.meta.correctsInvoice': 'Rectifica la factura n.º {number}',
  'document.meta.cancelsRequest': 'Anula la solicitud de pago n.º {number}',
  'document.seller.taxNumber': 'NIF',
  'document.seller.vatId': 'NIF-IVA',
  'document.seller.email': 'Correo electrónico',
  'document.table.date': 'Fecha',
  'document.table.description': 'Concepto',
  'document.table.quantity': 'Cant.',
  'document.table.unitPrice': 'Precio unitario',
  'document.table.vat': 'IVA',
  'document.table.amount': 'Importe',
  'document.table.exempt': 'exento',
  'document.totals.net': 'Total sin IVA',
  'document.totals.vatAt': 'IVA {rate}',
  'document.totals.vatExempt': 'IVA (exento)',
  'document.totals.gross': 'Total',
  'document.totals.paid': 'Pagado',
  'document.totals.due': 'Importe pendiente',
  'document.payment.heading': 'Pago',
  'document.payment.byDate.one':
    'Le rogamos transfiera {amount} en un plazo de {count} día, a más tardar el {date}, indicando la referencia de pago.',
  'document.payment.byDate.other':
    'Le rogamos transfiera {amount} en un plazo de {count} días, a más tardar el {date}, indicando la referencia de pago.',
  'document.payment.onReceipt': 'Le rogamos transfiera {amount} a la recepción, indicando la referencia de pago.',
  'document.payment.paidInFull': 'Importe pagado en su totalidad. Gracias.',
  'document.payment.accountHolder': 'Titular',
  'document.payment.iban': 'IBAN',
  'document.payment.bic': 'BIC',
  'document.payment.reference': 'Referencia de pago',
  'document.payment.qrCaption': 'Escanee con la app de su banco para pagar',
  'document.page.of': 'Página {page} de {pages}',

  // VAT exemption.
  'exemption.healthcare': 'Operación exenta de IVA en virtud del {basis} (asistencia sanitaria).',

  // Letter to an employer.
  // Tras el saludo van dos puntos, como en una carta en español.
  'letter.greeting': 'Hola, equipo de Recursos Humanos:',
  'letter.greetingNamed': 'Hola, {hrName}:',
  'letter.body': [
    'Me gustaría proponer algo que podría marcar una diferencia real para quienes trabajamos en {employer}: Calma, una plataforma para encontrar terapeutas verificados que atienden en el idioma de cada persona.',
    'El estrés, la ansiedad y el agotamiento nos alcanzan a muchos en algún momento. Lo más difícil suele ser el primer paso: saber por dónde empezar y encontrar a alguien con quien hablar con confianza, sobre todo para quienes viven en un país cuyo idioma no es el suyo.',
    'Lo que Calma ofrece a una empresa como la nuestra:\n– Terapeutas cuya titulación y registro profesional se han comprobado, de forma presencial en Alemania, los Países Bajos, Portugal, España y el Reino Unido, o en línea\n– Búsqueda por el idioma en que trabaja cada terapeuta, por tema y por ubicación, en cinco idiomas\n– Tests breves de autoevaluación y un cuestionario que propone terapeutas adecuados, para quien aún no sabe bien qué necesita\n– Confidencialidad desde el diseño: la empresa nunca sabe quién usa Calma, qué busca ni a quién consulta',
    'Calma acuerda con cada organización quién puede usar el servicio y cómo se pagan las sesiones, así que puede adaptarse a un equipo como el nuestro.',
    'Aquí se explica cómo trabaja Calma con las empresas: {url}\nEl equipo de Calma responde con gusto a cualquier pregunta en {email}.',
    'Creo que sería un paso valioso para todos y me alegraría mucho que se tuviera en cuenta.',
  ].join('\n\n'),
  'letter.signOff': 'Un saludo,\nUna persona de la plantilla de {employer}',
  'letter.signOffNamed': 'Un saludo,\n{sender}',
  'letter.forwardedNamed':
    '{sender} nos ha pedido que le hagamos llegar la siguiente propuesta. El texto se ha redactado con nuestra ayuda y se leyó y confirmó antes de enviarlo. Lo enviamos solo esta vez y no añadimos su dirección a ninguna lista:',
  'letter.forwardedAnonymous':
    'Una persona de su empresa nos ha pedido que le hagamos llegar la siguiente propuesta. El texto se ha redactado con nuestra ayuda y se leyó y confirmó antes de enviarlo. Lo enviamos solo esta vez y no añadimos su dirección a ninguna lista:',

  // Hub worksheet PDF.
  'hub.reviewed': 'revisado el {date}',

  // An online session's calendar event: the reader's way in.
  'calendar.join': 'Entrar en la sesión en línea: {url}',
  // Share card.
  'card.verified': 'Verificado por Calma',
  'card.online': 'En línea',

  // The way of meeting in a waitlist offer's email (waitlist/offers.ts).
  'waitlist.online': 'en línea',
  'waitlist.inPerson': 'en persona',

  // Acuerdos antes de la primera sesión (agreements/, decisión 038).
  'mail.agreementsRequest.subject': 'Antes de tu primera sesión: documentos para firmar',
  'mail.agreementsRequest.body.one':
    '{therapist} te pide que leas y firmes {count} documento antes de tu primera sesión, como el acuerdo de tratamiento o el aviso de privacidad.\n\nEl enlace de abajo lo abre; es solo para ti y funciona durante {days} días.',
  'mail.agreementsRequest.body.other':
    '{therapist} te pide que leas y firmes {count} documentos antes de tu primera sesión, como el acuerdo de tratamiento y el aviso de privacidad.\n\nEl enlace de abajo los abre; es solo para ti y funciona durante {days} días.',
  'mail.agreementsRequest.action': 'Leer y firmar',
  'mail.agreementsReminder.subject': 'Recordatorio: documentos para firmar antes de tu sesión',
  'mail.agreementsReminder.body.one':
    'Tu sesión con {therapist} es dentro de dos días y aún falta tu firma en {count} documento.\n\nEl enlace de abajo lo abre; es solo para ti y funciona durante {days} días.',
  'mail.agreementsReminder.body.other':
    'Tu sesión con {therapist} es dentro de dos días y aún falta tu firma en {count} documentos.\n\nEl enlace de abajo los abre; es solo para ti y funciona durante {days} días.',
  'mail.agreementsReminder.action': 'Leer y firmar',
  'mail.agreementSigned.subject': 'Tu copia firmada',
  'mail.agreementSigned.body':
    'Has firmado «{title}» para {therapist}. Adjuntamos tu copia en PDF, con el registro de tu firma.',
  'agreement.statement': 'He leído este documento y estoy de acuerdo. Escribir mi nombre completo es mi firma.',
  'agreement.record.title': 'Registro de la firma',
  'agreement.record.signedBy': 'Firmado por',
  'agreement.record.signedAt': 'Firmado el',
  'agreement.record.ip': 'Dirección IP',
  'agreement.record.userAgent': 'Navegador',
  'agreement.record.document': 'Documento firmado',
  'agreement.record.version': 'versión {version}',
  'agreement.record.sha256': 'SHA-256 del texto firmado',
  'agreement.record.statement': 'Declaración marcada',
  'agreement.record.parties': 'Entre {client} y {therapist}',
  'agreement.record.note':
    'Una firma electrónica simple (eIDAS, art. 3.10) registrada por Calma: la persona firmante escribió su nombre y marcó la declaración anterior.',
  // Cuestionarios de admisión (intake/, decisión 040).
  'mail.intakeRequest.subject': 'Antes de tu sesión: unas preguntas de tu terapeuta',
  'mail.intakeRequest.body':
    '{therapist} te pide que respondas unas preguntas antes de tu sesión, para que podáis empezar a trabajar bien preparados.\n\nTus respuestas se guardan a medida que avanzas, así que puedes parar y seguir más tarde. Solo {therapist} las verá. El enlace de abajo es solo para ti y funciona durante {days} días.',
  'mail.intakeRequest.action': 'Responder a las preguntas',
  'mail.intakeReminder.subject': 'Recordatorio: preguntas pendientes antes de tu sesión',
  'mail.intakeReminder.body':
    'Tu sesión con {therapist} es dentro de dos días y aún hay preguntas esperando tus respuestas.\n\nLo que ya has guardado se conserva. El enlace de abajo es solo para ti y funciona durante {days} días.',
  'mail.intakeReminder.action': 'Responder a las preguntas',
  'mail.beforeSessionRequest.subject': 'Antes de tu primera sesión: documentos para firmar y unas preguntas',
  'mail.beforeSessionRequest.body.one':
    '{therapist} te pide que leas y firmes {count} documento y que respondas unas preguntas antes de tu primera sesión.\n\nEl enlace de abajo lo abre todo. Tus respuestas se guardan a medida que avanzas, así que puedes parar y seguir más tarde. El enlace es solo para ti y funciona durante {days} días.',
  'mail.beforeSessionRequest.body.other':
    '{therapist} te pide que leas y firmes {count} documentos y que respondas unas preguntas antes de tu primera sesión.\n\nEl enlace de abajo lo abre todo. Tus respuestas se guardan a medida que avanzas, así que puedes parar y seguir más tarde. El enlace es solo para ti y funciona durante {days} días.',
  'mail.beforeSessionRequest.action': 'Firmar y responder',
  'mail.beforeSessionReminder.subject': 'Recordatorio: documentos y preguntas antes de tu sesión',
  'mail.beforeSessionReminder.body.one':
    'Tu sesión con {therapist} es dentro de dos días. Aún falta tu firma en {count} documento y hay preguntas esperando tus respuestas.\n\nEl enlace de abajo los abre; es solo para ti y funciona durante {days} días.',
  'mail.beforeSessionReminder.body.other':
    'Tu sesión con {therapist} es dentro de dos días. Aún falta tu firma en {count} documentos y hay preguntas esperando tus respuestas.\n\nEl enlace de abajo los abre; es solo para ti y funciona durante {days} días.',
  'mail.beforeSessionReminder.action': 'Firmar y responder',
  'mail.intakeReopened.subject': 'Tu cuestionario vuelve a estar abierto',
  'mail.intakeReopened.body':
    '{therapist} ha vuelto a abrir «{title}» para que puedas cambiar tus respuestas. Todo lo que respondiste sigue ahí.\n\nCuando termines, vuelve a enviarlo. El enlace de abajo es solo para ti y funciona durante {days} días.',
  'mail.intakeReopened.action': 'Cambiar mis respuestas',
  'mail.intakeSubmitted.subject': 'Un cliente ha enviado un cuestionario',
  'mail.intakeSubmitted.body':
    '{client} ha enviado «{title}». Puedes leer las respuestas en su ficha de cliente.\n\nPara proteger la privacidad de tu cliente, este correo no contiene ninguna respuesta.',
  'mail.intakeSubmitted.action': 'Abrir la ficha del cliente',
};
