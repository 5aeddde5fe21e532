import type { RichTextDocument, RichTextNode } from '@ia/shared';

/**
 * Demo insight articles loaded into an empty database (each gets a generated thumbnail). A body
 * is plain text (paragraphs between blank lines, loaded as rich text's paragraphs) or a rich-text
 * document; `pictures` are drawn for it and named in it as `/media/articles/{slug}-{name}.webp`.
 */
export interface DemoArticle {
  slug: string;
  headline: string;
  category: string;
  excerpt: string;
  publishedAt: string;
  body: string | RichTextDocument;
  /** The demo staff who wrote it (DEMO_AUTHORS' names). */
  authors?: string[];
  /** Pictures the body shows, by name, with their alt text. */
  pictures?: Record<string, string>;
}

/** Staff who write the demo articles (People, team “staff”), with their role, bio and portrait in every language of the site. */
export const DEMO_AUTHORS = [
  {
    name: 'Amara Okonkwo',
    role: 'Head of Programmes',
    bio: 'Amara leads the Reform Entrepreneurs Programme and has coached more than three hundred participants since 2016.',
    translations: {
      fr: {
        portrait: { alt: 'Portrait d’Amara Okonkwo' },
        role: 'Responsable des programmes',
        bio: 'Amara dirige le programme des entrepreneurs de la réforme et a accompagné plus de trois cents participants depuis 2016.',
      },
      ar: {
        portrait: { alt: 'صورة أمارا أوكونكوو' },
        role: 'رئيسة البرامج',
        bio: 'تقود أمارا برنامج روّاد الإصلاح، ورافقت أكثر من ثلاثمئة مشارك منذ عام 2016.',
      },
      sw: {
        portrait: { alt: 'Picha ya Amara Okonkwo' },
        role: 'Mkuu wa Programu',
        bio: 'Amara anaongoza Programu ya Wajasiriamali wa Mageuzi na amewaongoza washiriki zaidi ya mia tatu tangu 2016.',
      },
      ha: {
        portrait: { alt: 'Hoton Amara Okonkwo' },
        role: 'Shugabar Shirye-shirye',
        bio: 'Amara ce ke jagorantar Shirin Masu Kawo Sauyi, kuma ta horar da mahalarta fiye da ɗari uku tun daga 2016.',
      },
      yo: {
        portrait: { alt: 'Àwòrán Amara Okonkwo' },
        role: 'Olórí Àwọn Ètò',
        bio: 'Amara ló ń darí Ètò Àwọn Aṣáájú Àtúnṣe, ó sì ti tọ́ àwọn olùkópa tó ju ọ̀ọ́dúnrún lọ sọ́nà láti ọdún 2016.',
      },
      ig: {
        portrait: { alt: 'Foto Amara Okonkwo' },
        role: 'Onye Isi Mmemme',
        bio: 'Amara na-edu Mmemme Ndị Ndu Mgbanwe, ma o duziela ihe karịrị narị mmadụ atọ sonyere na ya kemgbe afọ 2016.',
      },
      am: {
        portrait: { alt: 'የአማራ ኦኮንክዎ ፎቶ' },
        role: 'የፕሮግራሞች ኃላፊ',
        bio: 'አማራ የለውጥ ሥራ ፈጣሪዎች ፕሮግራምን ትመራለች፤ ከ2016 ጀምሮ ከሦስት መቶ በላይ ተሳታፊዎችን አሠልጥናለች።',
      },
      pt: {
        portrait: { alt: 'Retrato de Amara Okonkwo' },
        role: 'Diretora de Programas',
        bio: 'A Amara dirige o Programa de Empreendedores da Reforma e já acompanhou mais de trezentos participantes desde 2016.',
      },
    },
  },
  {
    name: 'Kwame Boateng',
    role: 'Research and Learning Lead',
    bio: 'Kwame follows alumni projects after the programme and writes about what makes reforms last.',
    translations: {
      fr: {
        portrait: { alt: 'Portrait de Kwame Boateng' },
        role: 'Responsable de la recherche et de l’apprentissage',
        bio: 'Kwame suit les projets des anciens après le programme et écrit sur ce qui fait durer une réforme.',
      },
      ar: {
        portrait: { alt: 'صورة كوامي بواتينغ' },
        role: 'مسؤول البحث والتعلّم',
        bio: 'يتابع كوامي مشاريع الخرّيجين بعد البرنامج ويكتب عمّا يجعل الإصلاحات تدوم.',
      },
      sw: {
        portrait: { alt: 'Picha ya Kwame Boateng' },
        role: 'Kiongozi wa Utafiti na Mafunzo',
        bio: 'Kwame hufuatilia miradi ya wahitimu baada ya programu na huandika kuhusu kinachofanya mageuzi yadumu.',
      },
      ha: {
        portrait: { alt: 'Hoton Kwame Boateng' },
        role: 'Jagoran Bincike da Koyo',
        bio: 'Kwame yana bibiyar ayyukan tsofaffin mahalarta bayan shirin, kuma yana rubutu kan abin da ke sa gyare-gyare su ɗore.',
      },
      yo: {
        portrait: { alt: 'Àwòrán Kwame Boateng' },
        role: 'Olórí Ìwádìí àti Ẹ̀kọ́',
        bio: 'Kwame máa ń tẹ̀lé iṣẹ́ àkànṣe àwọn olùkópa àtijọ́ lẹ́yìn ètò náà, ó sì máa ń kọ̀wé nípa ohun tó ń mú kí àtúnṣe pẹ́ títí.',
      },
      ig: {
        portrait: { alt: 'Foto Kwame Boateng' },
        role: 'Onye Ndu Nchọcha na Mmụta',
        bio: 'Kwame na-eso ọrụ ndị gụsịrị mmemme anyị mgbe mmemme ahụ gachara, ma na-ede banyere ihe na-eme ka mgbanwe dịgide.',
      },
      am: {
        portrait: { alt: 'የክዋሜ ቦአቴንግ ፎቶ' },
        role: 'የምርምርና ትምህርት ኃላፊ',
        bio: 'ክዋሜ ከፕሮግራሙ በኋላ የምሩቃንን ፕሮጀክቶች ይከታተላል፤ ማሻሻያዎችን ዘላቂ የሚያደርጋቸው ምን እንደሆነም ይጽፋል።',
      },
      pt: {
        portrait: { alt: 'Retrato de Kwame Boateng' },
        role: 'Responsável de Investigação e Aprendizagem',
        bio: 'O Kwame acompanha os projetos dos antigos participantes depois do programa e escreve sobre o que faz as reformas durarem.',
      },
    },
  },
] as const;

/** Builders of rich-text nodes, for the bodies here and their translations. */
export const text = (value: string, marks?: RichTextNode['marks']): RichTextNode => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
export const paragraph = (...content: RichTextNode[]): RichTextNode => ({
  type: 'paragraph',
  content,
});
export const heading = (value: string, level = 2): RichTextNode => ({
  type: 'heading',
  attrs: { level },
  content: [text(value)],
});
export const list = (type: 'bulletList' | 'orderedList', items: string[]): RichTextNode => ({
  type,
  content: items.map((item) => ({ type: 'listItem', content: [paragraph(text(item))] })),
});
export const link = (href: string) => [{ type: 'link' as const, attrs: { href } }];
export const bold = [{ type: 'bold' as const }];

/** The recording of the organisation's story (also on Our History). */
export const STORY_VIDEO = 'Xk5MeZ1bU4w';

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    slug: 'rep-2025-cohort-opens-in-lagos',
    authors: ['Amara Okonkwo'],
    headline: 'Applications Open for the 2025 Reform Entrepreneurs Programme in Lagos',
    category: 'Programmes',
    excerpt:
      'Twelve weeks, weekday or weekend tracks, and a final pitch to a funding panel: what to expect from this year’s cohort and how to apply.',
    publishedAt: '2025-01-14T09:00:00.000Z',
    body: `The Reform Entrepreneurs Programme (REP) is open for applications. The programme runs for about 12 weeks, with a weekday and a weekend track, and is open to residents of Lagos State who want to lead change in education, health or governance.

Participants learn to analyse a public problem, map the people who can unblock it, design a reform project and cost it. Sessions combine short lectures, case discussions with alumni and field work in the participants' own communities.

At the end of the programme each participant presents a reform project to a panel. Strong projects can be funded through grant schemes or introduced to investor networks.

Applications are reviewed on a rolling basis. Shortlisted applicants are invited to a conversation with two members of the programme team.`,
  },
  {
    slug: 'what-makes-a-reform-stick',
    authors: ['Kwame Boateng'],
    headline: 'What Makes a Reform Stick? Lessons From Ten Years of Alumni Projects',
    category: 'Insights',
    excerpt:
      'We looked back at alumni projects that are still running years later. Three habits set them apart from those that faded.',
    publishedAt: '2024-11-05T08:30:00.000Z',
    body: `Over the last decade our alumni have started hundreds of reform projects. Some are now part of how a ministry or local council works; others faded when the founder moved on. We reviewed a sample of both to understand the difference.

First, lasting projects found an owner inside government early. The reading corners in Lagos schools survived because the local education authority wrote them into its plan, not because the founder kept raising money.

Second, they measured one thing that mattered and reported it regularly. The open budget dashboards in Abuja publish the same four numbers every quarter, which made them part of the routine.

Third, they made someone else's job easier. Coaching new teachers counted towards promotion; solar fridges saved the health department money. Reforms that only add work rarely last.`,
  },
  {
    slug: 'health-reform-beyond-hospitals',
    headline: 'Health Reform Beyond Hospitals: Why We Back Community Health Workers',
    category: 'Health',
    excerpt:
      'Most deaths in childbirth happen far from a hospital. Our health track focuses on the last mile between families and the clinic.',
    publishedAt: '2024-08-20T10:00:00.000Z',
    authors: ['Kwame Boateng'],
    pictures: {
      visit: 'A community health worker with a notebook talks with a mother outside her home',
      clinic: 'A small clinic building at the end of a dirt road',
    },
    body: {
      type: 'doc',
      content: [
        paragraph(
          text(
            "When people think of health reform they often think of new hospitals and equipment. Our alumni's experience points elsewhere: to the distance, cost and social barriers between families and the care that already exists.",
          ),
        ),
        heading('The last mile'),
        paragraph(
          text(
            'Community health workers recruited from their own neighbourhoods can visit expectant mothers, spot danger signs and accompany them to a clinic. In Kano, one alumni network has supported more than 12,000 mothers this way.',
          ),
        ),
        {
          type: 'keyFigure',
          attrs: {
            value: '12,000+',
            label: 'mothers supported by community health workers in Kano',
            source: 'Alumni network records, 2024',
          },
        },
        {
          type: 'image',
          attrs: {
            src: '/media/articles/health-reform-beyond-hospitals-visit.webp',
            alt: 'A community health worker with a notebook talks with a mother outside her home',
            caption: 'Home visits find danger signs early, before a long journey is needed.',
          },
        },
        heading('When the model works'),
        paragraph(text('The model works when three conditions are met:')),
        list('orderedList', [
          'workers are paid, even modestly;',
          'they have a simple tool to record and flag risks;',
          'the nearest clinic is ready to receive the people they refer.',
        ]),
        {
          type: 'blockquote',
          attrs: { attribution: 'A community health worker in Kano' },
          content: [
            paragraph(
              text(
                'The women trust us because we are their neighbours. The clinic trusts us because we bring them early.',
              ),
            ),
          ],
        },
        heading('See it for yourself'),
        {
          type: 'video',
          attrs: {
            youtubeId: STORY_VIDEO,
            title: 'Our story: reform entrepreneurs across Africa',
            poster: '/media/articles/health-reform-beyond-hospitals-clinic.webp',
          },
        },
        paragraph(
          text('Our health track now asks every participant to '),
          text('map that last mile', bold),
          text(' before designing a solution. Read '),
          text('how we work', link('/how-we-work')),
          text(' or the '),
          text(
            'World Health Organization’s guideline on community health workers',
            link('https://www.who.int/publications/i/item/9789241550369'),
          ),
          text('.'),
        ),
        { type: 'callToAction', attrs: { label: 'Talk to our health team', href: '/contact' } },
      ],
    },
  },
  {
    slug: 'open-budgets-start-local',
    headline: 'Open Budgets Start Local',
    category: 'Governance',
    excerpt:
      'National transparency portals get the headlines, but citizens feel public spending in their ward. A case for starting with area councils.',
    publishedAt: '2024-05-02T07:45:00.000Z',
    body: `Budget transparency is often discussed at national level, where the numbers are too large to mean much to most citizens. A borehole, a classroom block or a health post is something a community can check with its own eyes.

Publishing local budgets in a simple, regular format — planned, released, spent, completed — lets residents compare promises with results. It also protects honest officials by making their work visible.

The hardest part is rarely technical. It is building trust with the officials who must agree to publish, and keeping the routine going after the launch.

Our governance track helps participants design these agreements and plan for the second year, not only the first.`,
  },
  {
    slug: 'virtual-hub-one-year-on',
    headline: 'Our Virtual Hub, One Year On',
    category: 'Community',
    excerpt:
      'Moving the catalyst centre online opened it to alumni across the continent. Here is what changed, and what we still miss about the physical space.',
    publishedAt: '2023-10-12T12:00:00.000Z',
    body: `A year ago we moved our catalyst centre from a physical space in Lagos to a virtual hub. The decision was partly about cost and partly about reach: most of our alumni no longer live near the old building.

The hub now runs on three social platforms under one shared handle, with weekly conversations, job and grant announcements, and a place for alumni to ask each other for help.

Participation has grown, especially from alumni outside Lagos. What we miss are the unplanned conversations over tea, so we now organise small in-person meetups in several cities each quarter.

The hub is open around the clock, and every alumnus is welcome.`,
  },
  {
    slug: 'data-for-classrooms',
    headline: 'Data for Classrooms: Using Offline Tablets Without Losing the Teacher',
    category: 'Educational Technology',
    excerpt:
      'Technology in schools often sidelines teachers. The maths clubs in Kaduna show a different way: data that helps teachers plan next week’s lessons.',
    publishedAt: '2023-06-28T09:15:00.000Z',
    authors: ['Amara Okonkwo', 'Kwame Boateng'],
    pictures: {
      club: 'Pupils sitting in pairs around tablets in a classroom, a teacher leaning over one pair',
    },
    body: {
      type: 'doc',
      content: [
        paragraph(
          text(
            'Many education technology projects put a device in front of a child and hope for the best. The most effective ones we have seen put the teacher at the centre.',
          ),
        ),
        heading('What the maths clubs do'),
        paragraph(
          text(
            "In Kaduna's maths clubs, pupils practise on offline tablets with exercises that adapt to their level. The key feature is not the exercises but the ",
          ),
          text('weekly summary teachers receive', bold),
          text(', showing which topics the class finds hard.'),
        ),
        {
          type: 'image',
          attrs: {
            src: '/media/articles/data-for-classrooms-club.webp',
            alt: 'Pupils sitting in pairs around tablets in a classroom, a teacher leaning over one pair',
            caption:
              'A maths club session: the teacher plans next week from what the tablets show.',
          },
        },
        heading('Why it fits schools', 3),
        list('bulletList', [
          "The tablets work offline and sync through a teacher's phone: no internet access needed.",
          'The content follows the national curriculum, so head teachers can see how it fits.',
          'Teachers stay in charge of what is taught and when.',
        ]),
        {
          type: 'blockquote',
          attrs: { attribution: 'Yusuf Bello, founder of the maths clubs' },
          content: [
            paragraph(
              text('Whose job does it make easier? If the answer is nobody’s, leave it out.'),
            ),
          ],
        },
        { type: 'horizontalRule' },
        {
          type: 'video',
          attrs: { youtubeId: STORY_VIDEO, title: 'Our story: reform entrepreneurs across Africa' },
        },
        paragraph(
          text('We encourage participants in our '),
          text('education track', link('/programs')),
          text(' to ask one question of any technology: '),
          text('whose job does it make easier?', [{ type: 'italic' }]),
        ),
      ],
    },
  },
  {
    slug: 'young-people-in-local-government',
    headline: 'Young People Belong in Local Government Meetings',
    category: 'Youth Development',
    excerpt:
      'Young Africans are the majority, yet rarely in the room when local decisions are made. Alumni in Accra are changing that one proposal at a time.',
    publishedAt: '2022-09-15T08:00:00.000Z',
    body: `Across the continent, people under 30 are the majority, yet they are rarely present when local budgets, bylaws and projects are decided.

The Young Civic Leaders fellowship in Accra prepares young people to take part: how an assembly works, how to gather evidence, how to write a short proposal and who to bring it to.

The results are practical. Fellows have proposed street lighting audits and market sanitation schedules, and about one proposal in five has been adopted.

We are now working with alumni in other cities to adapt the fellowship to their local government systems.`,
  },
  {
    slug: 'justice-delayed-pre-trial-detention',
    headline: 'Justice Delayed: Pre-Trial Detention and What Young Lawyers Can Do',
    category: 'Social Welfare',
    excerpt:
      'Most people in custody have not been convicted of anything. Weekend legal clinics in Enugu show how a small team can move stalled cases.',
    publishedAt: '2021-03-09T11:30:00.000Z',
    body: `In many custodial centres, most people held are awaiting trial. Some wait for years because a file was lost, a witness moved or nobody applied for bail.

Weekend legal clinics run by young lawyers in Enugu review each file, trace missing records and bring stalled cases to the attention of the courts. Senior advocates supervise the work for free.

The clinics benefit the lawyers as well: they gain courtroom experience and a network early in their careers.

We see this as a model of reform that starts with people who have skills and time, and builds the institutional links to make their effort count.`,
  },
];
