import type { LetterKey } from './en.ts';

// Tras el saludo van dos puntos, como en una carta en español.
export const es: Record<LetterKey, string> = {
  greeting: 'Hola, equipo de Recursos Humanos:',
  greetingNamed: 'Hola, {hrName}:',
  body: [
    'Me gustaría proponer algo que podría marcar una diferencia real para quienes trabajamos en {employer}: Calma, una plataforma para encontrar terapeutas verificados que atienden en el idioma de cada persona.',
    'El estrés, la ansiedad y el agotamiento nos alcanzan a muchos en algún momento. Lo más difícil suele ser el primer paso: saber por dónde empezar y encontrar a alguien con quien hablar con confianza, sobre todo para quienes viven en un país cuyo idioma no es el suyo.',
    'Lo que Calma ofrece a una empresa como la nuestra:\n– Terapeutas cuya titulación y registro profesional se han comprobado, de forma presencial en Alemania, los Países Bajos, Portugal, España y el Reino Unido, o en línea\n– Búsqueda por el idioma en que trabaja cada terapeuta, por tema y por ubicación, en cinco idiomas\n– Tests breves de autoevaluación y un cuestionario que propone terapeutas adecuados, para quien aún no sabe bien qué necesita\n– Confidencialidad desde el diseño: la empresa nunca sabe quién usa Calma, qué busca ni a quién consulta',
    'Calma acuerda con cada organización quién puede usar el servicio y cómo se pagan las sesiones, así que puede adaptarse a un equipo como el nuestro.',
    'Aquí se explica cómo trabaja Calma con las empresas: {url}\nEl equipo de Calma responde con gusto a cualquier pregunta en {email}.',
    'Creo que sería un paso valioso para todos y me alegraría mucho que se tuviera en cuenta.',
  ].join('\n\n'),
  signOff: 'Un saludo,\nUna persona de la plantilla de {employer}',
  signOffNamed: 'Un saludo,\n{sender}',
  forwardedNamed:
    '{sender} nos ha pedido que le hagamos llegar la siguiente propuesta. El texto se ha redactado con nuestra ayuda y se leyó y confirmó antes de enviarlo. Lo enviamos solo esta vez y no añadimos su dirección a ninguna lista:',
  forwardedAnonymous:
    'Una persona de su empresa nos ha pedido que le hagamos llegar la siguiente propuesta. El texto se ha redactado con nuestra ayuda y se leyó y confirmó antes de enviarlo. Lo enviamos solo esta vez y no añadimos su dirección a ninguna lista:',
};
