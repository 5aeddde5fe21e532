/**
 * Demo success stories loaded into an empty database. The people, schools and clinics are
 * invented; the places are real. Each story gets `gallery` generated images (the first is the
 * primary image). The last one is an unpublished draft: it must never be listed or served.
 */
export interface DemoStory {
  slug: string;
  title: string;
  category: string;
  place: string;
  summary: string;
  impact: string;
  year: number;
  gallery: number;
  published: boolean;
  narrative: string;
}

export const DEMO_STORIES: DemoStory[] = [
  {
    slug: 'reading-corners-lagos-public-schools',
    title: 'Reading Corners in Lagos Public Schools',
    category: 'Education',
    place: 'Lagos, Nigeria',
    summary:
      'A former teacher turned reform entrepreneur built classroom libraries and trained reading champions across Lagos Mainland primary schools.',
    impact: '5,000+ students reached',
    year: 2016,
    gallery: 4,
    published: true,
    narrative: `When Adaeze Okafor joined the Reform Entrepreneurs Programme in 2015, she had spent nine years teaching Primary 4 in Yaba. Most of her pupils could decode words but few read for pleasure: the school had no library and the only books were the ones on the scheme of work.

Her reform project was simple to describe and hard to do: a shelf of graded readers in every classroom, a trained "reading champion" teacher in every school, and twenty minutes of free reading each day written into the timetable. During the programme she mapped who had to say yes (head teachers, the Local Government Education Authority, parents' associations) and costed the first pilot at under ₦4 million.

The pilot started in six schools in Lagos Mainland. By 2018 the Reading Corners ran in 31 schools, with books donated by two publishers and a rota of parent volunteers. An independent check by a university team found that pupils in Reading Corner classes read on average 14 more words per minute than their peers after one school year.

Today the model is part of the local education authority's literacy plan, and Adaeze coaches new champions every term.`,
  },
  {
    slug: 'community-health-workers-kano',
    title: 'Community Health Workers Bring Antenatal Care Home in Kano',
    category: 'Health',
    place: 'Kano, Nigeria',
    summary:
      'A network of trained community health workers visits expectant mothers in peri-urban Kano, linking them to clinics before complications arise.',
    impact: '12,000 mothers supported',
    year: 2019,
    gallery: 5,
    published: true,
    narrative: `Dr. Ibrahim Musa worked night shifts at a general hospital in Kano and kept seeing the same story: women arriving in labour with complications that a single antenatal visit would have caught. Distance, cost and the need for a husband's permission kept many at home.

In the Reform Entrepreneurs Programme he reframed the problem. Instead of asking women to come to the clinic, the clinic would come to them, through women from their own neighbourhoods, trained and paid a stipend to visit, check blood pressure, spot danger signs and accompany mothers to the facility when it mattered.

Working with ward development committees and religious leaders, the first cohort of 40 community health workers started in Dala and Gwale in 2017. Each carries a simple phone-based checklist that flags high-risk pregnancies to the nearest primary health centre.

By 2019 the network had supported 12,000 mothers. Clinic records in the participating wards show antenatal attendance more than doubling, and the state primary health care board now funds the stipends of the second cohort.`,
  },
  {
    slug: 'open-budget-dashboards-abuja',
    title: 'Open Budget Dashboards for Abuja Area Councils',
    category: 'Governance',
    place: 'Abuja, Nigeria',
    summary:
      'Citizens in the Federal Capital Territory can now follow what their area councils planned to spend, what was released and which projects were finished.',
    impact: '6 area councils publishing budgets',
    year: 2018,
    gallery: 3,
    published: true,
    narrative: `Chiamaka Eze had worked as an auditor before she asked a simple question at a town hall in Bwari: how much was budgeted for the new borehole, and where did it go? Nobody in the room could answer.

Her reform project turned that question into a routine. Together with the budget offices of the area councils she agreed a simple quarterly template — planned, released, spent, completed — and built a public dashboard that shows it by ward, with photos of finished projects sent in by residents.

The hardest part was not the software but the trust. She spent months with council officials showing that publishing numbers protected honest civil servants. The first council went live in 2017; by 2018 all six area councils of the FCT were publishing.

Local radio stations now read out the quarterly figures, and community groups use the dashboard to prepare for budget hearings.`,
  },
  {
    slug: 'solar-cold-chain-vaccines-nairobi',
    title: 'Solar Cold Chain Keeps Vaccines Safe Outside Nairobi',
    category: 'Technology',
    place: 'Nairobi, Kenya',
    summary:
      'Solar-powered fridges with remote temperature alerts protect vaccines in clinics on the edge of Nairobi where the grid fails daily.',
    impact: '85 clinics equipped',
    year: 2021,
    gallery: 3,
    published: true,
    narrative: `In the informal settlements around Nairobi, power cuts used to mean spoiled vaccines. Nurses would find a fridge warm in the morning and have to throw away a week's stock, then turn mothers and babies away.

Otieno Kamau, an electrical engineer and alumnus of the programme's 2019 cohort, designed a service rather than a product: clinics lease a solar fridge with a sensor that sends an SMS to the nurse in charge and to his maintenance team whenever the temperature leaves the safe range.

Because the lease includes repairs, clinics no longer wait months for a spare part. The county health department pays a monthly fee per clinic from its immunisation budget, which costs less than the vaccines it used to lose.

By 2021, 85 clinics were equipped and reported vaccine losses from temperature failures had fallen to almost zero.`,
  },
  {
    slug: 'youth-civic-leaders-accra',
    title: 'Young Civic Leaders Take Their Ideas to Accra’s Assemblies',
    category: 'Youth Development',
    place: 'Accra, Ghana',
    summary:
      'A year-long fellowship prepares young people in Accra to draft proposals, meet assembly members and follow their ideas through to a decision.',
    impact: '1,200 young leaders trained',
    year: 2022,
    gallery: 4,
    published: true,
    narrative: `Abena Mensah noticed that young people in Accra were loud online and absent in the rooms where decisions were made. Few knew how a metropolitan assembly worked, when it met or how to put an item on its agenda.

Her Young Civic Leaders fellowship takes 100 people aged 18 to 30 each year. They learn how local government works, pick a problem in their neighbourhood, gather evidence and write a short proposal. Each fellow is paired with an assembly member as a mentor.

Fellows have proposed street lighting audits, market sanitation schedules and a youth desk at the assembly. Around one proposal in five has been adopted, and several alumni have since stood for unit committee elections.

By 2022, 1,200 young people had completed the fellowship in Accra, and two other Ghanaian cities have asked to run it.`,
  },
  {
    slug: 'widows-savings-groups-ibadan',
    title: 'Savings Groups Give Widows a Financial Footing in Ibadan',
    category: 'Social Welfare',
    place: 'Ibadan, Nigeria',
    summary:
      'Village savings and loan groups help widows in Ibadan build savings, borrow for small trades and support each other through hard times.',
    impact: '3,400 households supported',
    year: 2017,
    gallery: 2,
    published: true,
    narrative: `For many widows in Ibadan, losing a husband also meant losing access to land, credit and a place in family decisions. Folake Adeyemi saw it in her own family and decided to start with money, because money buys choices.

Her savings groups bring together 20 to 25 women who meet weekly, save small amounts in a locked box and lend to each other at an interest rate they agree together. A trained facilitator supports each group for its first year; after that the groups run themselves.

Members use loans to restock market stalls, pay school fees at the start of term or buy a sewing machine. A social fund, topped up each week, helps members through illness and funerals without debt.

By 2017 the groups supported 3,400 households, with repayment rates above 95 percent, and local churches and mosques now host meetings for free.`,
  },
  {
    slug: 'tablet-maths-clubs-kaduna',
    title: 'Tablet Maths Clubs Close the Gap in Kaduna',
    category: 'Educational Technology',
    place: 'Kaduna, Nigeria',
    summary:
      'After-school maths clubs use offline tablets with adaptive exercises so that every pupil practises at the right level.',
    impact: '8,500 pupils in maths clubs',
    year: 2023,
    gallery: 5,
    published: true,
    narrative: `In a class of 90 pupils, a teacher cannot give each child exercises at the right level. Yusuf Bello, a software developer who grew up in Kaduna, wanted to give teachers that possibility without needing internet access in schools.

His team loaded adaptive maths exercises in English and Hausa onto low-cost tablets that work offline and sync progress when a teacher's phone passes by with data. Pupils attend a club three afternoons a week, in groups of 30 with ten tablets and one facilitator.

Teachers receive a weekly summary showing which topics the class struggles with, so that lessons the next week can address them. The content follows the national curriculum, which made it easy for head teachers to agree.

By 2023, 8,500 pupils attended maths clubs, and end-of-year tests in the first pilot schools showed gains equal to about half a school year of learning.`,
  },
  {
    slug: 'teacher-coaching-network-abeokuta',
    title: 'A Peer Coaching Network for New Teachers in Abeokuta',
    category: 'Education',
    place: 'Abeokuta, Nigeria',
    summary:
      'Experienced teachers coach newly posted colleagues through classroom visits and short monthly workshops, cutting early resignations.',
    impact: '640 teachers coached',
    year: 2014,
    gallery: 1,
    published: true,
    narrative: `New teachers in Ogun State were often posted to schools where nobody had time to help them. Many left within two years. Olumide Bankole, then a vice-principal, believed the answer was already in the staff rooms: experienced teachers who knew what worked.

His peer coaching network pairs each new teacher with a coach from a nearby school. Coaches observe one lesson a month, give feedback on two things only, and meet their mentees at a monthly workshop on a single practical skill such as questioning or classroom routines.

The state's teaching service commission agreed to count coaching hours towards promotion, which made coaches eager to take part.

By 2014, 640 teachers had been coached, and early resignations among new teachers in participating schools had fallen by almost half.`,
  },
  {
    slug: 'mobile-clinics-maiduguri',
    title: 'Mobile Clinics Reach Families Displaced Around Maiduguri',
    category: 'Health',
    place: 'Maiduguri, Nigeria',
    summary:
      'Mobile teams bring vaccination, malnutrition screening and basic care to families living in host communities around Maiduguri.',
    impact: '45,000 consultations',
    year: 2020,
    gallery: 3,
    published: true,
    narrative: `Many families displaced by conflict in the North East live not in camps but with host communities around Maiduguri, where clinics are overstretched and often far away. Hauwa Abubakar, a nurse, started with a borrowed van and two colleagues.

Her mobile clinics follow a fixed weekly route so that families know when the team will come. Each visit offers vaccination, screening of children for malnutrition, treatment of common illnesses and referral of serious cases to the state hospital.

She built the service with the state ministry of health, which supplies vaccines and medicines, while a community committee in each location organises the queue and follows up on children who miss a visit.

By 2020 the teams had carried out 45,000 consultations, and the ministry has adopted the route-planning method for its own outreach.`,
  },
  {
    slug: 'procurement-monitoring-port-harcourt',
    title: 'Citizens Monitor School Building Contracts in Port Harcourt',
    category: 'Governance',
    place: 'Port Harcourt, Nigeria',
    summary:
      'Trained community monitors follow public school construction contracts from award to handover and report problems before payment.',
    impact: '120 contracts monitored',
    year: 2024,
    gallery: 2,
    published: true,
    narrative: `Half-finished classroom blocks are a familiar sight in many states. Tamuno Briggs, a civil engineer, wanted communities to be able to check the work they were promised before contractors were paid in full.

With the state's public procurement bureau she agreed that contract summaries — scope, price, timeline — would be shared with the parents' association of each school. Volunteers from the community learn to read the summary and check progress against it with a simple photo checklist.

Reports go to the bureau and to the school, and the bureau commits to respond within two weeks. Contractors soon learned that the community was watching.

By 2024, 120 contracts had been monitored, and the share of projects handed over on time in participating local government areas rose from about one third to over two thirds.`,
  },
  {
    slug: 'farm-prices-by-sms-kumasi',
    title: 'Fair Farm Prices by SMS Around Kumasi',
    category: 'Technology',
    place: 'Kumasi, Ghana',
    summary:
      'Smallholder farmers around Kumasi receive daily market prices by SMS and sell collectively to buyers, instead of accepting the first offer at the farm gate.',
    impact: '9,000 farmers connected',
    year: 2015,
    gallery: 3,
    published: true,
    narrative: `Farmers around Kumasi often sold maize and tomatoes at the farm gate to the first trader who came, with no idea what the same produce fetched in town. Kwame Asante, who grew up on a cocoa farm, built a service that sends the day's prices from the main markets by SMS every morning.

The service works on the most basic phones and in Twi and English. Farmers who want to can also pool their harvest through a farmer-based organisation, which negotiates with buyers on their behalf.

The model pays for itself through a small fee on collective sales, so it does not depend on donors.

By 2015, 9,000 farmers were connected, and members reported selling at prices 20 to 30 percent higher than before.`,
  },
  {
    slug: 'girls-stem-camps-kigali',
    title: 'Holiday STEM Camps Bring Girls Into Science in Kigali',
    category: 'Education',
    place: 'Kigali, Rwanda',
    summary:
      'Two-week holiday camps let secondary school girls build, code and meet women scientists, and keep supporting them through exam choices.',
    impact: '2,300 girls enrolled',
    year: 2025,
    gallery: 4,
    published: true,
    narrative: `When Aline Uwase studied engineering, she was one of four women in a class of sixty. She started holiday camps in Kigali so that girls would meet science before deciding it was not for them.

Each camp runs for two weeks during school holidays. Girls work in teams to build a small project — a water filter, a weather station, a simple app — and meet women who work as engineers, doctors and researchers.

Camp alumnae join a mentoring circle that continues through the school year, especially around the choice of subjects for upper secondary, where many girls used to drop science.

By 2025, 2,300 girls had enrolled, and the share of camp alumnae choosing science combinations was nearly double the national average for girls.`,
  },
  {
    slug: 'legal-aid-clinics-enugu',
    title: 'Free Legal Aid Clinics for Pre-Trial Detainees in Enugu',
    category: 'Social Welfare',
    place: 'Enugu, Nigeria',
    summary:
      'Young lawyers run weekly clinics in Enugu custodial centres, helping detainees who have waited years for trial to get their cases heard.',
    impact: '700 detainees assisted',
    year: 2013,
    gallery: 2,
    published: true,
    narrative: `Most people held in Nigerian custodial centres are awaiting trial, and some have waited longer than the sentence their alleged offence could bring. Ngozi Obi, a young lawyer in Enugu, started visiting with two colleagues on Saturdays.

Her clinics review each detainee's file, trace missing case records, apply for bail where the law allows and bring long-delayed cases to the attention of the chief judge's prison visits.

She recruited newly called lawyers who needed experience, supervised by senior advocates who gave their time for free, and agreed a referral system with the state's legal aid office.

By 2013, 700 detainees had been assisted, and more than 250 of them were released on bail or had their cases concluded.`,
  },
  {
    slug: 'ward-health-committees-jos',
    title: 'Reviving Ward Health Committees in Jos',
    category: 'Governance',
    place: 'Jos, Nigeria',
    summary: 'A draft story about ward health committees in Plateau State, not yet published.',
    impact: '40 committees revived',
    year: 2025,
    gallery: 1,
    published: false,
    narrative: `This story is still being written and checked with the people it is about.`,
  },
];
