import type { UiStrings } from './en.ts';

export const pt: UiStrings = {
  'site.name': 'Calma',
  'site.tagline': 'Encontre um terapeuta à sua medida, na sua língua',

  'a11y.skipToContent': 'Saltar para o conteúdo principal',
  'nav.label': 'Navegação principal',
  'nav.home': 'Início',
  'nav.findTherapist': 'Encontrar terapeuta',
  'nav.selfTests': 'Autoavaliações',
  'nav.matching': 'Questionário de compatibilidade',
  'nav.forTherapists': 'Para terapeutas',
  'nav.needHelpNow': 'Precisa de ajuda agora?',
  'nav.language': 'Idioma',
  'nav.languageCurrent': 'idioma atual',

  'lang.en': 'English',
  'lang.de': 'Deutsch',
  'lang.nl': 'Nederlands',
  'lang.es': 'Español',
  'lang.pt': 'Português',

  'footer.label': 'Rodapé',
  'footer.forClients': 'Para pacientes',
  'footer.forTherapists': 'Para terapeutas',
  'footer.company': 'Calma',
  'footer.legal': 'Legal',
  'footer.emergency':
    'Está em crise? Ligue para o número de emergência local ou consulte os nossos recursos de emergência.',
  'footer.emergencyLink': 'Recursos de emergência',
  'footer.apply': 'Junte-se a nós como terapeuta',
  'footer.ourStory': 'A nossa história',
  'footer.press': 'Imprensa',
  'footer.partnerships': 'Parcerias',
  'footer.forCompanies': 'Para empresas',
  'footer.imprint': 'Informação legal',
  'footer.privacy': 'Privacidade',
  'footer.terms': 'Termos de utilização',
  'footer.security': 'Segurança',
  'footer.copyright': '© {year} Calma. Terapia que fala a sua língua.',

  'home.meta.title': 'Calma – encontre um terapeuta na sua língua',
  'home.meta.description':
    'Encontre terapeutas verificados na Alemanha, nos Países Baixos, em Portugal, em Espanha, no Reino Unido e online. Pesquise por língua, localização e pelo tipo de ajuda de que precisa.',
  'home.hero.title': 'Encontre um terapeuta que compreenda o que está a viver',
  'home.hero.lead':
    'Terapeutas verificados na Alemanha, nos Países Baixos, em Portugal, em Espanha, no Reino Unido e online, que pode pesquisar pela língua em que quer falar e pelo tipo de ajuda de que precisa.',
  'home.search.label': 'Pesquisar terapeutas',
  'home.search.location': 'Onde',
  'home.search.locationAny': 'Em qualquer lugar, incluindo online',
  'home.search.language': 'Idioma',
  'home.search.languageAny': 'Qualquer idioma',
  'home.search.category': 'Motivo da consulta',
  'home.search.categoryAny': 'Qualquer motivo',
  'home.search.submit': 'Encontrar terapeutas',
  'home.search.countries': 'Países',
  'home.search.cities': 'Cidades',
  'home.search.berlinDistricts': 'Distritos de Berlim',

  'home.how.title': 'Como funciona a Calma',
  'home.how.search.title': 'Pesquise na sua língua',
  'home.how.search.text':
    'Filtre por língua, localização, aquilo por que está a passar e a forma como prefere fazer terapia. Cada perfil mostra os preços e indica se o terapeuta está a aceitar novos pacientes.',
  'home.how.compare.title': 'Compare com calma',
  'home.how.compare.text':
    'Conheça a forma de trabalhar de cada terapeuta, a sua formação e a sua abordagem. Não sabe por onde começar? Um breve questionário de compatibilidade sugere-lhe terapeutas indicados para si.',
  'home.how.book.title': 'Marque uma primeira sessão',
  'home.how.book.text':
    'Escolha o horário que mais lhe convém, presencialmente ou online. Todos os horários aparecem no seu fuso horário e pode cancelar de acordo com a política de cancelamento de cada terapeuta.',

  'home.trust.title': 'Porque é que as pessoas confiam na Calma',
  'home.trust.verified.title': 'Terapeutas verificados',
  'home.trust.verified.text':
    'Antes de um perfil ficar visível, verificamos a cédula profissional ou o registo de cada terapeuta junto da entidade que regula a sua profissão no respetivo país.',
  'home.trust.privacy.title': 'Os seus dados, sempre privados',
  'home.trust.privacy.text':
    'As mensagens, as notas e os resultados dos testes são encriptados. Nunca vendemos dados e pode exportar ou apagar os seus a qualquer momento.',
  'home.trust.languages.title': 'Cinco países, muitas línguas',
  'home.trust.languages.text':
    'A terapia funciona melhor na língua das suas emoções. Encontre terapeutas que falem a sua, viva onde viver na Europa, ou faça as sessões online.',

  'home.selfTests.title': 'Não sabe bem do que precisa?',
  'home.selfTests.lead':
    'As nossas autoavaliações gratuitas baseiam-se em questionários de rastreio reconhecidos. Demoram poucos minutos, ficam apenas no seu navegador e não constituem um diagnóstico.',
  'home.selfTests.adhd': 'TDAH',
  'home.selfTests.anxiety': 'Ansiedade',
  'home.selfTests.depression': 'Depressão',
  'home.selfTests.selfEsteem': 'Autoestima',
  'home.selfTests.matching': 'Ou responda ao questionário de compatibilidade',

  'home.emergency.title': 'Se está em perigo neste momento',
  'home.emergency.text':
    'A Calma não é um serviço de emergência. Se a sua vida ou a de outra pessoa corre perigo imediato, ligue para o 112 (no Reino Unido, 999) ou consulte as linhas de apoio em crise do seu país.',
  'home.emergency.link': 'Ver recursos de emergência',

  'status.meta.description': 'Calma – encontre um terapeuta na sua língua.',
  'status.401.title': 'Inicie sessão',
  'status.401.text': 'Precisa de ter sessão iniciada para ver esta página.',
  'status.403.title': 'Sem acesso a esta página',
  'status.403.text': 'A sua conta não tem acesso a esta página. Se acha que deveria ter, contacte-nos.',
  'status.404.title': 'Não conseguimos encontrar esta página',
  'status.404.text': 'A página pode ter mudado de sítio ou o endereço pode ter um erro.',
  'status.500.title': 'Algo correu mal do nosso lado',
  'status.500.text': 'Já fomos notificados. Tente novamente dentro de momentos.',
  'status.home': 'Ir para a página inicial',
  'status.help': 'Se precisa de ajuda neste momento, consulte os nossos recursos de emergência.',
  'status.code': 'Erro {code}',
};
