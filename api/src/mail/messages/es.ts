import type { MessageKey } from './en.ts';

export const es: Record<MessageKey, string> = {
  'layout.greeting': 'Hola, {name}:',
  'layout.greetingAnonymous': 'Hola:',
  'layout.signature': 'El equipo de Calma',
  'layout.footer':
    'Recibes este correo por una acción realizada en Calma. Si no has sido tú, puedes ignorarlo. Si estás en crisis, encuentra ayuda ahora: {emergencyUrl}',
  'layout.buttonFallback': 'Si el botón no funciona, copia este enlace en tu navegador:',
  'layout.withheld': '(no se muestra)',
  'verify.subject': 'Confirma tu dirección de correo en Calma',
  'verify.body':
    'Confirma que esta es tu dirección de correo electrónico para poder reservar sesiones y para que podamos contactarte sobre ellas.\n\nEl enlace es válido durante {hours} horas.',
  'verify.action': 'Confirmar mi correo',
  'passwordReset.subject': 'Restablece tu contraseña de Calma',
  'passwordReset.body':
    'Alguien ha pedido restablecer la contraseña de la cuenta de Calma asociada a este correo. Si has sido tú, elige una contraseña nueva con el botón de abajo.\n\nEl enlace es válido durante {minutes} minutos y solo funciona una vez. Si no lo has pedido tú, no tienes que hacer nada: tu contraseña sigue siendo la misma.',
  'passwordReset.action': 'Elegir una contraseña nueva',
  'appointmentGuestConfirm.subject': 'Confirma tu reserva para el {when}',
  'appointmentGuestConfirm.body':
    'Has elegido {service} con {therapist} el {when}.\n\nConfirma tu dirección de correo en los próximos 30 minutos para que podamos enviar tu reserva. Mientras tanto, te guardamos la hora.',
  'appointmentGuestConfirm.action': 'Confirmar mi reserva',
  'appointmentRequested.subject': 'Tu solicitud para el {when} se ha enviado',
  'appointmentRequested.body':
    '{therapist} ha recibido tu solicitud de {service} para el {when} ({where}).\n\nTe enviaremos un correo en cuanto la confirme. Precio: {price}.',
  'appointmentRequested.action': 'Ver mi cita',
  'appointmentConfirmed.subject': 'Confirmada: tu cita del {when}',
  'appointmentConfirmed.body':
    'Tu cita está confirmada: {service} con {therapist} el {when} ({where}).\n\nPrecio: {price}. Con el archivo de calendario adjunto puedes añadirla a tu calendario. Puedes cancelarla o cambiarla desde la página de la cita.',
  'appointmentConfirmed.action': 'Ver mi cita',
  'appointmentDeclined.subject': 'Tu solicitud para el {when} no se ha podido aceptar',
  'appointmentDeclined.body':
    'Lamentablemente, {therapist} no puede aceptar tu solicitud de {service} para el {when}.\n\nNo tiene que ver contigo: a menudo la agenda simplemente está llena. Puedes elegir otra hora u otro profesional.',
  'appointmentDeclined.action': 'Buscar otra hora',
  'appointmentRescheduled.subject': 'Nueva hora: tu cita es ahora el {when}',
  'appointmentRescheduled.body':
    'Tu cita ha cambiado de hora. La nueva hora es el {when} ({where}).\n\nEl archivo de calendario adjunto actualiza tu calendario.',
  'appointmentRescheduled.action': 'Ver mi cita',
  'appointmentCancelled.subject': 'Cancelada: tu cita del {when}',
  'appointmentCancelled.body':
    'Tu cita de {service} con {therapist} del {when} se ha cancelado.\n\nSi quieres reservar otra hora, puedes hacerlo cuando quieras.',
  'appointmentCancelled.action': 'Ver mi cita',
  'appointmentReminder24.subject': 'Mañana: tu cita del {when}',
  'appointmentReminder24.body': 'Te recordamos tu cita de mañana: {service} con {therapist} el {when} ({where}).',
  'appointmentReminder24.action': 'Ver mi cita',
  'appointmentReminder1.subject': 'Dentro de una hora: tu cita del {when}',
  'appointmentReminder1.body':
    'Tu cita empieza dentro de una hora aproximadamente: {service} con {therapist} el {when} ({where}).',
  'appointmentReminder1.action': 'Ver mi cita',
  'therapistNewRequest.subject': 'Nueva solicitud de reserva para el {when}',
  'therapistNewRequest.body':
    '{client} quiere reservar {service} el {when} ({where}).\n\nConfirma o rechaza la solicitud en tu panel.',
  'therapistNewRequest.action': 'Abrir mis sesiones',
  'therapistNewBooking.subject': 'Nueva reserva: {when}',
  'therapistNewBooking.body': '{client} ha reservado {service} el {when} ({where}).',
  'therapistNewBooking.action': 'Abrir mis sesiones',
  'therapistRescheduled.subject': 'Una cita se ha cambiado al {when}',
  'therapistRescheduled.body': '{client} ha cambiado {service} al {when} ({where}).',
  'therapistRescheduled.action': 'Abrir mis sesiones',
  'therapistCancelled.subject': 'Se ha cancelado la cita del {when}',
  'therapistCancelled.body':
    '{client} ha cancelado {service} del {when}. La hora vuelve a estar libre para otras reservas.',
  'therapistCancelled.action': 'Abrir mis sesiones',
  'alreadyRegistered.subject': 'Alguien ha intentado crear una cuenta de Calma con tu correo',
  'alreadyRegistered.body':
    'Alguien (probablemente tú) acaba de intentar crear una cuenta nueva de Calma con esta dirección de correo. Ya tienes una cuenta, así que no hemos creado otra.\n\nPara iniciar sesión, ve a {signInUrl}. Si has olvidado tu contraseña, puedes elegir una nueva con el botón de abajo.\n\nSi no has sido tú, no tienes que hacer nada: tu cuenta sigue igual.',
  'alreadyRegistered.action': 'Elegir una contraseña nueva',
  'passwordChanged.subject': 'Se ha cambiado tu contraseña de Calma',
  'passwordChanged.body':
    'Se acaba de cambiar la contraseña de tu cuenta de Calma y se ha cerrado la sesión en todos los demás dispositivos.\n\nSi has sido tú, no tienes que hacer nada. Si no, elige una contraseña nueva ahora mismo con el botón de abajo.',
  'passwordChanged.action': 'Elegir una contraseña nueva',
  'accountDeletionRequested.subject': 'Tu cuenta de Calma se eliminará el {date}',
  'accountDeletionRequested.body':
    'Nos has pedido que eliminemos tu cuenta de Calma. Hemos cerrado tu sesión en todos los dispositivos y borraremos la cuenta y sus datos el {date}.\n\n¿Has cambiado de opinión? Inicia sesión antes de esa fecha y se cancelará la eliminación.\n\nSi no lo has pedido tú, inicia sesión ahora para conservar tu cuenta y, después, cambia tu contraseña.',
  'accountDeletionRequested.action': 'Iniciar sesión y conservar mi cuenta',
  'accountDeletionCancelled.subject': 'Tu cuenta de Calma no se eliminará',
  'accountDeletionCancelled.body':
    'Alguien ha iniciado sesión en tu cuenta de Calma mientras estaba pendiente de eliminarse, así que hemos cancelado la eliminación. La cuenta sigue como estaba.\n\nSi has sido tú, no tienes que hacer nada. Si no, elige ahora mismo una contraseña nueva con «¿Has olvidado tu contraseña?» en la página de inicio de sesión.',
  'verificationApproved.subject': 'Tu perfil de Calma está verificado',
  'verificationApproved.body':
    'Buenas noticias: hemos confirmado tu colegiación o registro profesional y tu perfil ya está verificado.\n\nMientras tu perfil esté publicado, los clientes podrán encontrarlo en la búsqueda y ponerse en contacto contigo.',
  'verificationApproved.action': 'Ver mi verificación',
  'verificationChangesRequested.subject': 'Actualiza tu verificación en Calma',
  'verificationChangesRequested.body':
    'Hemos revisado tu verificación y necesitamos que cambies algo antes de poder confirmar tu registro profesional. Nuestro equipo de revisión indica:\n\n{reason}\n\nActualiza tus datos o documentos y vuelve a enviarlos.',
  'verificationChangesRequested.action': 'Actualizar mi verificación',
  'verificationRejected.subject': 'Tu verificación en Calma no se ha aprobado',
  'verificationRejected.body':
    'No hemos podido confirmar tu registro profesional, así que tu perfil no se ha verificado. Nuestro equipo de revisión indica:\n\n{reason}\n\nSi puedes corregirlo, actualiza tus datos o documentos y vuelve a enviarlos.',
  'verificationRejected.action': 'Ver mi verificación',
  'recommendEmployer.subject': 'Una propuesta: apoyo terapéutico confidencial con Calma',
  'recommendEmployer.body':
    '{intro}\n\n{letter}\n\n¿Tiene preguntas sobre Calma? Responda a este correo y nuestro equipo se pondrá en contacto con usted.',
  'formPartnership.subject': 'Nueva solicitud de colaboración',
  'formPartnership.body':
    'Ha llegado un mensaje nuevo a través del formulario de colaboraciones.\n\nNombre: {name}\nOrganización: {organisation}\nCorreo electrónico: {email}\nTipo de colaboración: {partnershipKind}\nEnviado desde la página en {language}\n\n{message}\n\nResponde a este correo para contestar directamente a {name}. Cuando esté resuelto, márcalo como atendido en el panel.',
  'formPartnership.action': 'Abrir los mensajes de formularios',
  'formPartnership.kind.employer': 'Empresa',
  'formPartnership.kind.university': 'Universidad o centro de estudios',
  'formPartnership.kind.association': 'Colegio profesional, asociación o centro de formación',
  'formPartnership.kind.community': 'Organización comunitaria o de personas migrantes',
  'formPartnership.kind.health_service': 'Servicio de salud o de orientación',
  'formPartnership.kind.other': 'Otra cosa',
  'formPress.subject': 'Nueva consulta de prensa',
  'formPress.body':
    'Ha llegado un mensaje nuevo a través del formulario de prensa.\n\nNombre: {name}\nMedio: {outlet}\nCorreo electrónico: {email}\nPlazo: {deadline}\nEnviado desde la página en {language}\n\n{message}\n\nResponde a este correo para contestar directamente a {name}. Cuando esté resuelto, márcalo como atendido en el panel.',
  'formPress.action': 'Abrir los mensajes de formularios',
  'formPress.noDeadline': 'sin indicar',
  'newMessage.subject': 'Tienes un mensaje nuevo en Calma',
  'newMessage.body':
    'Tienes un mensaje nuevo de {sender} en Calma.\n\nPara que tu conversación siga siendo confidencial, nunca enviamos los mensajes por correo electrónico. Abre la conversación con el botón de abajo para leerlo y responder.',
  'newMessage.action': 'Leer el mensaje',
  'enquiryConfirm.subject': 'Confirma tu mensaje en Calma',
  'enquiryConfirm.body':
    'Has escrito a {therapist} a través de Calma. Confirma que esta es tu dirección de correo electrónico: solo entonces reenviaremos tu mensaje.\n\nEl mismo enlace te lleva a tu conversación, donde podrás leer la respuesta de {therapist} y seguir escribiendo. Guarda este correo: cualquier persona con el enlace puede leer la conversación.\n\nSi no has escrito a {therapist}, ignora este correo: el mensaje se eliminará en {hours} horas.',
  'enquiryConfirm.action': 'Confirmar y abrir la conversación',
  'invoice.sent.subject': 'Factura {number}',
  'invoice.sent.body':
    '{therapist} te ha enviado la factura {number} por {amount}, con vencimiento el {dueDate}. La encontrarás adjunta en PDF.\n\nCon el botón de abajo puedes ver la factura cuando quieras y consultar cómo pagarla.',
  'invoice.sent.action': 'Ver y pagar la factura',
  'invoice.creditNoteSent.subject': 'Factura rectificativa {number}',
  'invoice.creditNoteSent.body':
    '{therapist} ha emitido la factura rectificativa {number} por {amount}, que anula la factura {corrects}. La encontrarás adjunta en PDF.\n\nSi ya habías pagado esa factura, {therapist} se pondrá en contacto contigo para el reembolso.',
  'invoice.creditNoteSent.action': 'Ver la factura rectificativa',
  'invoice.reminder.subject': 'Recordatorio: factura {number}',
  'invoice.reminder.body':
    'Un recordatorio amable: la factura {number} de {therapist} vencía el {dueDate} y quedan {amount} pendientes. Te la adjuntamos de nuevo en PDF.\n\nSi ya la has pagado, muchas gracias; puedes ignorar este correo.',
  'invoice.reminder.action': 'Ver y pagar la factura',
  'subscription.paymentFailed.subject': 'No hemos podido cobrar tu plan {plan}',
  'subscription.paymentFailed.body':
    'No hemos podido cobrar el pago de tu plan {plan}. Tu plan y todo lo que incluye siguen disponibles hasta el {until} mientras volvemos a intentar el cobro.\n\nRevisa o actualiza tu tarjeta antes de esa fecha. Si el pago sigue sin realizarse el {until}, tu consulta pasará al plan gratuito. No se borrará nada de lo que hayas configurado.',
  'subscription.paymentFailed.action': 'Actualizar la tarjeta',
  'subscription.downgraded.subject': 'Tu consulta tiene ahora el plan {free}',
  'subscription.downgraded.body':
    'El pago de tu plan {plan} no ha llegado antes del final del periodo de gracia, así que tu consulta tiene ahora el plan {free}.\n\nNo se ha borrado nada: tu perfil, tus clientes, citas, facturas y servicios siguen ahí. Deja de estar disponible lo siguiente: {unavailable}. Los servicios que ya ofreces se pueden seguir reservando, pero solo podrás añadir otros nuevos mientras tengas menos de {services} activos.\n\nPuedes volver a elegir un plan cuando quieras y lo recuperarás todo al instante.',
  'subscription.downgraded.action': 'Elegir un plan',
  'subscription.feature.video': 'las sesiones por vídeo con sala de espera',
  'subscription.feature.card_payments': 'el pago con tarjeta de tus facturas',
  'subscription.feature.widgets': 'los widgets para tu propia web',
  'subscription.feature.matching_priority': 'la prioridad en los resultados del emparejamiento',
  'subscription.feature.none': 'ninguna otra función',
  'referral.invitation.subject': 'Un colega te invita a Calma',
  'referral.invitation.body':
    '{inviter} gestiona su consulta con Calma y te invita a unirte: un perfil verificado en un directorio donde los clientes te encuentran en cinco idiomas, con reservas, sesiones en línea y facturas en un solo lugar.\n\nRegístrate con el botón de abajo y completa tu perfil. En cuanto tu perfil esté verificado, tú y {inviter} recibiréis un mes gratis del plan {plan}.\n\nSi no te interesa, simplemente ignora este correo.',
  'referral.invitation.action': 'Unirme a Calma',
  'referral.rewardMonth.subject': 'Un mes gratis de {plan} para tu consulta',
  'referral.rewardMonth.body':
    'Gracias por recomendar Calma: la recomendación entre tú y {colleague} se ha completado, ya que el nuevo perfil ha sido verificado. Como agradecimiento, tu consulta tiene el plan {plan} gratis hasta el {until}.\n\nNo tienes que hacer nada, y no se te cobra nada por este mes.',
  'referral.rewardMonth.action': 'Ver tus recomendaciones',
  'referral.rewardUnlimited.subject': 'Gracias por tu recomendación',
  'referral.rewardUnlimited.body':
    'Gracias por recomendar Calma: la recomendación entre tú y {colleague} se ha completado, ya que el nuevo perfil ha sido verificado.\n\nTu consulta ya tiene el plan {plan} sin fecha de fin, así que no hay ningún mes que añadir. La recompensa queda anotada en tu página de recomendaciones.',
  'referral.rewardUnlimited.action': 'Ver tus recomendaciones',
  'referral.rewardCredit.subject': 'Un mes gratis de {plan} para tu consulta',
  'referral.rewardCredit.body':
    'Gracias por recomendar Calma: la recomendación entre tú y {colleague} se ha completado, ya que el nuevo perfil ha sido verificado. Como agradecimiento, hemos abonado {amount} en tu cuenta de Calma: un mes de tu plan {plan}.\n\nEl saldo se descuenta automáticamente de tus próximas facturas del plan. No tienes que hacer nada.',
  'referral.rewardCredit.action': 'Ver tus recomendaciones',
};
