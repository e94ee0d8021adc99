import type { UiStrings } from './en.ts';

export const es: UiStrings = {
  'site.name': 'Calma',
  'site.tagline': 'Encuentra un terapeuta que encaje contigo, en tu idioma',

  'a11y.skipToContent': 'Saltar al contenido principal',
  'nav.label': 'Navegación principal',
  'nav.home': 'Inicio',
  'nav.findTherapist': 'Buscar terapeuta',
  'nav.selfTests': 'Autoevaluaciones',
  'nav.matching': 'Cuestionario de afinidad',
  'nav.forTherapists': 'Para terapeutas',
  'nav.needHelpNow': '¿Necesitas ayuda ahora?',
  'nav.language': 'Idioma',
  'nav.languageCurrent': 'idioma actual',

  'lang.en': 'English',
  'lang.de': 'Deutsch',
  'lang.nl': 'Nederlands',
  'lang.es': 'Español',
  'lang.pt': 'Português',

  'footer.label': 'Pie de página',
  'footer.forClients': 'Para pacientes',
  'footer.forTherapists': 'Para terapeutas',
  'footer.company': 'Calma',
  'footer.legal': 'Legal',
  'footer.emergency':
    '¿Estás en crisis? Llama al número de emergencias de tu zona o consulta nuestros recursos de emergencia.',
  'footer.emergencyLink': 'Recursos de emergencia',
  'footer.apply': 'Únete como terapeuta',
  'footer.ourStory': 'Nuestra historia',
  'footer.press': 'Prensa',
  'footer.partnerships': 'Colaboraciones',
  'footer.forCompanies': 'Para empresas',
  'footer.imprint': 'Aviso legal',
  'footer.privacy': 'Privacidad',
  'footer.terms': 'Condiciones de uso',
  'footer.security': 'Seguridad',
  'footer.copyright': '© {year} Calma. Terapia que habla tu idioma.',

  'home.meta.title': 'Calma – encuentra un terapeuta en tu idioma',
  'home.meta.description':
    'Encuentra terapeutas verificados en Alemania, los Países Bajos, Portugal, España, el Reino Unido y en línea. Busca por idioma, ubicación y el tipo de ayuda que necesitas.',
  'home.hero.title': 'Encuentra un terapeuta que te entienda',
  'home.hero.lead':
    'Terapeutas verificados en Alemania, los Países Bajos, Portugal, España, el Reino Unido y en línea, que puedes buscar según el idioma en el que quieres hablar y el tipo de ayuda que necesitas.',
  'home.search.label': 'Buscar terapeuta',
  'home.search.location': 'Dónde',
  'home.search.locationAny': 'En cualquier lugar, también en línea',
  'home.search.language': 'Idioma',
  'home.search.languageAny': 'Cualquier idioma',
  'home.search.category': 'Motivo de consulta',
  'home.search.categoryAny': 'Cualquier motivo',
  'home.search.submit': 'Buscar terapeutas',
  'home.search.countries': 'Países',
  'home.search.cities': 'Ciudades',
  'home.search.berlinDistricts': 'Distritos de Berlín',

  'home.how.title': 'Cómo funciona Calma',
  'home.how.search.title': 'Busca en tu idioma',
  'home.how.search.text':
    'Filtra por idioma, ubicación, lo que estás viviendo y cómo prefieres hacer terapia. Cada perfil muestra los precios e indica si el terapeuta acepta pacientes nuevos.',
  'home.how.compare.title': 'Compara con calma',
  'home.how.compare.text':
    'Descubre cómo trabaja cada terapeuta, su formación y su enfoque. ¿No sabes por dónde empezar? Un breve cuestionario de afinidad te sugiere terapeutas que encajan contigo.',
  'home.how.book.title': 'Reserva una primera sesión',
  'home.how.book.text':
    'Elige el horario que mejor te venga, presencial o en línea. Verás todos los horarios en tu zona horaria y podrás cancelar según la política de cancelación de cada terapeuta.',

  'home.trust.title': 'Por qué la gente confía en Calma',
  'home.trust.verified.title': 'Terapeutas verificados',
  'home.trust.verified.text':
    'Antes de publicar un perfil, comprobamos la licencia o la colegiación de cada terapeuta con el organismo que regula su profesión en su país.',
  'home.trust.privacy.title': 'Tus datos, siempre privados',
  'home.trust.privacy.text':
    'Los mensajes, las notas y los resultados de las pruebas están cifrados. Nunca vendemos datos, y puedes exportar o eliminar los tuyos cuando quieras.',
  'home.trust.languages.title': 'Cinco países, muchos idiomas',
  'home.trust.languages.text':
    'La terapia funciona mejor en el idioma de tus emociones. Encuentra terapeutas que hablen el tuyo, vivas donde vivas en Europa, o haz las sesiones en línea.',

  'home.selfTests.title': '¿No sabes muy bien qué necesitas?',
  'home.selfTests.lead':
    'Nuestras autoevaluaciones gratuitas se basan en cuestionarios de cribado reconocidos. Solo llevan unos minutos, no salen de tu navegador y no son un diagnóstico.',
  'home.selfTests.adhd': 'TDAH',
  'home.selfTests.anxiety': 'Ansiedad',
  'home.selfTests.depression': 'Depresión',
  'home.selfTests.selfEsteem': 'Autoestima',
  'home.selfTests.matching': 'O haz el cuestionario de afinidad',

  'home.emergency.title': 'Si estás en peligro ahora mismo',
  'home.emergency.text':
    'Calma no es un servicio de emergencias. Si tu vida o la de otra persona corre peligro inmediato, llama al 112 (al 999 en el Reino Unido) o consulta las líneas de ayuda en crisis de tu país.',
  'home.emergency.link': 'Ver recursos de emergencia',

  'status.meta.description': 'Calma – encuentra un terapeuta en tu idioma.',
  'status.401.title': 'Inicia sesión',
  'status.401.text': 'Tienes que iniciar sesión para ver esta página.',
  'status.403.title': 'No tienes acceso a esta página',
  'status.403.text':
    'Tu cuenta no tiene acceso a esta página. Si crees que debería tenerlo, ponte en contacto con nosotros.',
  'status.404.title': 'No hemos encontrado esta página',
  'status.404.text': 'Puede que la página se haya movido o que la dirección tenga algún error.',
  'status.500.title': 'Algo ha fallado por nuestra parte',
  'status.500.text': 'Ya estamos al tanto. Vuelve a intentarlo dentro de un momento.',
  'status.home': 'Ir a la página de inicio',
  'status.help': 'Si necesitas ayuda ahora mismo, consulta nuestros recursos de emergencia.',
  'status.code': 'Error {code}',
};
