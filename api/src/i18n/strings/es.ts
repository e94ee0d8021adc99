import type { ApiStrings } from './en.ts';

export const es: ApiStrings = {
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
  'document.payment.byDate':
    'Le rogamos transfiera {amount} en un plazo de {days} días, a más tardar el {date}, indicando la referencia de pago.',
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

  // Share card.
  'card.verified': 'Verificado por Calma',
  'card.online': 'En línea',
};
