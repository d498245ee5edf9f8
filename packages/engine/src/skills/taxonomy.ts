import type { SkillKind } from '../types';

/**
 * Our skills taxonomy: canonical names with the other ways CVs and postings write them, across
 * technical and non-technical fields. Soft skills are kept apart (kind 'soft') because an ATS
 * cannot verify them and they must not outweigh hard skills.
 *
 * Written compactly: one skill per line, `Name | alias | alias`. Matching is case-insensitive,
 * except for the names in `ambiguousNames`, which are also ordinary words.
 */

export interface SkillEntry {
  /** Canonical display name, e.g. "JavaScript". */
  name: string;
  kind: SkillKind;
  category: string;
  /** Other spellings: "js", "ecmascript" … */
  aliases: string[];
}

const hard: Record<string, string> = {
  software: `
    JavaScript | js | ecmascript | es6 | vanilla js
    TypeScript | ts
    Python | python3
    Java | core java | j2ee | java ee
    C# | csharp | c sharp
    C++ | cpp
    C
    Go | golang
    Rust
    Ruby
    PHP
    Kotlin
    Swift
    Objective-C | objective c
    Scala
    Perl
    R
    Dart
    Elixir
    Haskell
    Lua
    Shell Scripting | shell script | bash | shell scripts | bash scripting | unix shell
    PowerShell
    SQL | structured query language
    PL/SQL | plsql
    T-SQL | tsql | transact-sql
    HTML | html5
    CSS | css3
    Sass | scss
    Tailwind CSS | tailwind | tailwindcss
    Bootstrap
    React | react.js | reactjs | react js
    React Native
    Redux | redux toolkit
    Next.js | nextjs | next js
    Angular | angularjs | angular.js | angular js
    Vue.js | vue | vuejs | vue js
    Nuxt.js | nuxt
    Svelte
    jQuery
    Node.js | node | nodejs | node js
    Express.js | expressjs | express js
    NestJS | nest.js
    Deno
    Django | django rest framework | djangorestframework | drf
    Flask
    FastAPI
    Spring Boot | springboot | spring framework | spring mvc
    Hibernate
    ASP.NET | asp.net core | asp.net mvc
    .NET | dotnet | .net core | .net framework
    Entity Framework
    Laravel
    Symfony
    CodeIgniter
    WordPress
    Ruby on Rails | rails | ror
    Flutter
    Android | android development | android sdk
    iOS | ios development
    SwiftUI
    Jetpack Compose
    Xamarin
    Electron
    GraphQL
    REST API | rest | restful | rest apis | restful api | restful apis | restful services | rest services
    gRPC
    WebSockets | websocket
    Microservices | microservice | microservices architecture
    Distributed Systems | distributed computing
    Multithreading | concurrency | concurrent programming
    Jest
    Mocha
    Cypress
    Selenium
    Playwright
    JUnit
    Pytest | pytest-mock
    Postman
    Git | github | gitlab | bitbucket | version control
    Jira
    Confluence
    Webpack
    Vite
    Babel
    npm | yarn
    Celery
    Scrapy
    Web Scraping | web crawler | web crawling
    OAuth | oauth 2.0 | oauth2
    JWT | json web token
    Single Sign-On | sso
    LDAP
    Web Security | owasp | application security | appsec
    Accessibility | wcag | a11y
    Responsive Design | responsive web design
    Unity | unity3d
    Unreal Engine
    Blockchain | web3
    Solidity
    Embedded Systems | embedded c | embedded software
    Firmware
    Linux | unix | ubuntu | debian | centos | red hat
    Windows Server
    Frontend Development | front-end development | front end development | frontend
    Backend Development | back-end development | back end development | backend
    Full-Stack Development | full stack development | fullstack development | full-stack
    Mobile Development | mobile app development
    Web Development | web application development | web applications
    Salesforce Development | apex
  `,
  /** Ways of working every engineer claims; they count for less than tools and languages. */
  practices: `
    Object-Oriented Programming | oop | object oriented programming | object-oriented design | ood
    Design Patterns
    Data Structures | data structures and algorithms | dsa
    Algorithms
    System Design
    Unit Testing | unit tests | unit test
    Test-Driven Development | tdd
    Agile | agile methodology | agile methodologies
    Scrum
    Kanban
    Software Architecture
    Performance Optimization | performance tuning
    Debugging
    Code Review | code reviews
    API Design | api development
  `,
  'data-ml': `
    Machine Learning | ml
    Deep Learning
    Artificial Intelligence | ai
    Natural Language Processing | nlp
    Computer Vision
    Large Language Models | llm | llms
    Generative AI | genai | gen ai
    Prompt Engineering
    Reinforcement Learning
    TensorFlow
    PyTorch
    Keras
    scikit-learn | sklearn | scikit learn
    XGBoost
    Hugging Face | huggingface | transformers
    LangChain
    OpenAI API | openai | chatgpt | gpt
    Pandas
    NumPy
    SciPy
    Matplotlib
    Jupyter | jupyter notebook
    Spark | apache spark | pyspark
    Hadoop
    Kafka | apache kafka
    Airflow | apache airflow
    dbt
    Databricks
    Snowflake
    BigQuery
    Redshift
    ETL | elt | etl pipelines
    Data Pipelines | data pipeline
    Data Engineering
    Data Warehousing | data warehouse
    Data Analysis | data analytics | data analyst
    Data Science
    Data Visualization | data visualisation
    Statistics | statistical analysis
    A/B Testing | ab testing | experimentation
    Power BI | powerbi
    Tableau
    Looker
    Google Analytics | ga4
    SPSS
    SAS
    Stata
    MLOps
    Feature Engineering
    Recommender Systems | recommendation systems
    Time Series Analysis | forecasting
    Big Data
  `,
  databases: `
    PostgreSQL | postgres | postgres sql | postgresql database
    MySQL
    SQL Server | mssql | microsoft sql server | ms sql
    Oracle Database | oracle | oracle db
    SQLite
    MongoDB | mongo
    Redis
    Elasticsearch | elastic search | elk | elk stack | elastic stack
    Cassandra
    DynamoDB
    Firebase | firestore
    Supabase
    Neo4j
    MariaDB
    Database Design | data modeling | data modelling | database modeling
    NoSQL
  `,
  'cloud-devops': `
    AWS | amazon web services | ec2 | s3 | aws lambda
    Google Cloud | gcp | google cloud platform | gke
    Microsoft Azure | azure
    Docker | docker swarm | containers | containerization
    Kubernetes | k8s
    Helm
    Terraform
    Ansible
    Puppet
    CI/CD | ci cd | continuous integration | continuous delivery | continuous deployment
    Jenkins
    GitHub Actions
    GitLab CI
    CircleCI
    DevOps
    Site Reliability Engineering | sre
    Nginx
    Apache HTTP Server | apache
    Serverless
    Cloud Computing | cloud infrastructure
    Infrastructure as Code | iac
    Prometheus
    Grafana
    Datadog
    Observability | application monitoring | monitoring tools
    RabbitMQ
    Message Queues | message queue | pub/sub
    Networking | tcp/ip | dns | computer networking
    Cisco | ccna | ccnp
    Network Security | firewalls | firewall
    Cybersecurity | cyber security | information security | infosec
    Penetration Testing | pentesting | ethical hacking
    SIEM
    IT Support | technical support | helpdesk | help desk
    System Administration | sysadmin | systems administration
    Active Directory
    VMware | virtualization
    Heroku
    Vercel
    Cloudflare
    FFmpeg
  `,
  design: `
    Figma
    Adobe Photoshop | photoshop
    Adobe Illustrator | illustrator
    Adobe InDesign | indesign
    Adobe XD
    Adobe Premiere Pro | premiere pro | premiere
    Adobe After Effects | after effects
    Adobe Creative Suite | adobe creative cloud
    Canva
    Sketch
    CorelDRAW | corel draw
    Blender
    3ds Max
    UI Design | user interface design
    UX Design | user experience design | ux | ui/ux | ux/ui | ui ux
    UX Research | user research | usability testing
    Wireframing | wireframes | wireframe
    Prototyping
    Graphic Design | graphic designer
    Motion Graphics | animation
    Video Editing | video editor
    Photography
    Typography
    Branding | brand identity
    Illustration
    Interior Design
    Fashion Design
    Visual Merchandising
  `,
  business: `
    Project Management | project planning
    Program Management
    Product Management | product roadmap
    PMP
    PRINCE2
    Business Analysis | business analyst | requirements gathering | requirements analysis
    Business Development | biz dev
    Strategic Planning | business strategy
    Operations Management
    Change Management
    Stakeholder Management | stakeholder engagement
    Risk Management
    Process Improvement | business process improvement
    Lean | lean management
    Six Sigma | lean six sigma
    Quality Management | quality assurance | qa | quality control | qc
    ISO 9001
    KPI | kpis | key performance indicators
    OKR | okrs
    Market Research | market analysis
    Research and Development | r&d
    Competitive Analysis
    Vendor Management
    Contract Management
    Event Management | event planning
    Entrepreneurship
    Consulting | management consulting
    MS Office | microsoft office | ms office suite | office 365 | microsoft 365
    Microsoft Excel | excel | ms excel | advanced excel | spreadsheets
    Microsoft Word | ms word | word processing
    Microsoft PowerPoint | powerpoint | ms powerpoint
    Microsoft Outlook | outlook
    Microsoft Access | ms access
    Google Workspace | g suite | google docs | google sheets
    VBA | excel vba | macros
    Pivot Tables | pivot table
    Data Entry
    Typing
    Technical Writing | technical documentation
    Report Writing
    Presentation Skills | presentations
    Public Speaking
    Copywriting | copy writing
    Content Writing | content writer
    Editing | proofreading
    Translation | translator
    Office Administration | administrative support
    Calendar Management | appointment scheduling
    Record Keeping | filing
    Customer Relationship Management | crm
    ERP | enterprise resource planning
    SAP | sap erp | sap fico | sap mm | sap sd
    Oracle ERP | oracle financials
    Microsoft Dynamics | dynamics 365
  `,
  finance: `
    Accounting | accountant
    Financial Accounting
    Management Accounting | cost accounting
    Bookkeeping
    Accounts Payable | ap
    Accounts Receivable | ar
    General Ledger | gl
    Bank Reconciliation | reconciliation | reconciliations
    Financial Reporting | financial statements
    Financial Analysis | financial analyst
    Financial Modeling | financial modelling
    Budgeting | budget management | budget planning
    Financial Forecasting
    Auditing | audit | internal audit | external audit
    Taxation | income tax | vat | tax compliance | tax planning
    IFRS
    GAAP | us gaap
    Payroll | payroll processing
    Tally | tally erp | tally prime
    QuickBooks
    Xero
    Treasury
    Cash Flow Management | cash management | cash flow
    Credit Analysis | credit risk
    Investment Banking
    Corporate Finance
    Valuation | dcf
    Equity Research
    Portfolio Management
    Banking | retail banking | corporate banking
    Loan Processing | loans
    Anti-Money Laundering | aml | kyc
    Compliance | regulatory compliance
    Insurance | underwriting
    Mobile Financial Services | mfs | bkash | nagad
    Microfinance
    CFA
    ACCA
    Chartered Accountancy | chartered accountant | cma
    Cost Control | cost reduction
    Procurement | purchasing | sourcing
    Inventory Management | inventory control | stock management
    Supply Chain Management | supply chain | scm
    Logistics | logistics management
    Warehouse Management | warehousing
    Import/Export | import export | lc | letter of credit
    Merchandising | garments merchandising | apparel merchandising
    Demand Planning
    Fleet Management
    Freight Forwarding | freight | shipping logistics
  `,
  marketing: `
    Digital Marketing | online marketing
    Search Engine Optimization | seo
    Search Engine Marketing | sem | ppc | pay per click
    Google Ads | adwords | google adwords
    Facebook Ads | meta ads | facebook marketing
    Social Media Marketing | smm | social media
    Social Media Management
    Content Marketing
    Email Marketing | mailchimp
    Marketing Automation | hubspot
    Brand Management | brand marketing
    Marketing Strategy
    Campaign Management | marketing campaigns
    Public Relations | pr | media relations
    Advertising
    Influencer Marketing
    Affiliate Marketing
    Product Marketing
    Growth Marketing | growth hacking
    Go-to-Market Strategy | go-to-market | gtm
    Conversion Rate Optimization | cro
    Marketing Analytics
    Trade Marketing
    Event Marketing
    Market Segmentation
  `,
  sales: `
    Sales | selling
    B2B Sales | b2b
    B2C Sales | b2c
    Retail Sales | retail
    Lead Generation | prospecting
    Cold Calling
    Account Management | key account management | kam
    Sales Management
    Salesforce
    Zoho CRM | zoho
    Pipeline Management | sales pipeline
    Territory Management
    Channel Sales | dealer management | distribution management
    Sales Forecasting
    Upselling | cross-selling
    Customer Service | customer support | customer care
    Client Relations | client relationship management | customer relationship
    Call Center | call centre | contact center
    Telemarketing | telesales
    E-commerce | ecommerce | e commerce | shopify
    Point of Sale | pos
    Cash Handling
    Order Processing
  `,
  healthcare: `
    Patient Care | patient management
    Nursing | registered nurse | rn
    Clinical Assessment | patient assessment
    Vital Signs
    Phlebotomy
    Medication Administration
    Pharmacology
    Pharmacy | dispensing
    First Aid
    CPR | bls | basic life support
    ACLS
    Electronic Medical Records | ehr | electronic health records
    Medical Terminology
    Infection Control
    Wound Care
    Intensive Care | icu
    Emergency Care | emergency medicine
    Surgery | surgical
    Diagnosis | diagnostics
    Laboratory Testing | lab testing | clinical laboratory
    Radiology | x-ray | imaging
    Physiotherapy | physical therapy
    Public Health
    Epidemiology
    Nutrition | dietetics
    Mental Health | counseling | counselling
    Midwifery
    Pediatrics | paediatrics
    Health Education
    Medical Coding | icd-10
    Healthcare Administration | hospital management
    Clinical Research | clinical trials
    Good Clinical Practice
  `,
  teaching: `
    Teaching | teacher
    Lesson Planning | lesson plans
    Curriculum Development | curriculum design
    Classroom Management
    Student Assessment | grading
    Instructional Design
    E-Learning | elearning | online teaching | lms | moodle
    Tutoring | tutor
    Special Education
    Early Childhood Education
    Mentoring Students | student mentoring
    Educational Technology | edtech
    Training and Development | training & development | corporate training
    Training Delivery | facilitation
    Academic Research | research methodology
    IELTS
    TESOL | tefl | celta
  `,
  hospitality: `
    Front Office | front desk | reception
    Guest Services | guest relations
    Hotel Management | hotel operations
    Housekeeping
    Food and Beverage | f&b | food & beverage | f&b service
    Food Safety | haccp | food hygiene
    Cooking | culinary | culinary arts
    Baking | pastry
    Menu Planning
    Restaurant Management
    Barista
    Bartending
    Catering
    Reservations | booking management
    Travel Planning | tour operations | ticketing
    Opera PMS | property management system
  `,
  engineering: `
    AutoCAD | auto cad
    SolidWorks
    CATIA
    Revit
    MATLAB
    Simulink
    PLC | plc programming
    SCADA
    ETABS
    STAAD Pro | staad
    Civil Engineering | structural engineering | structural design
    Mechanical Engineering
    Electrical Engineering
    Electronics | circuit design | pcb design
    Power Systems
    Renewable Energy | solar energy
    HVAC
    Construction Management | site supervision
    Quantity Surveying | boq | cost estimation
    Surveying
    Preventive Maintenance | equipment maintenance | maintenance engineering
    Manufacturing | production planning
    Lean Manufacturing
    Industrial Engineering
    Quality Inspection
    Textile Engineering | textile
    Garments Production | apparel production
    Chemical Engineering
    Health and Safety | hse | occupational safety | osha
    Telecommunications | telecom | rf engineering
    Robotics
    IoT | internet of things
    Arduino
    Raspberry Pi
  `,
  legal: `
    Legal Research
    Contract Drafting | legal drafting
    Litigation
    Corporate Law
    Labour Law | labor law
    Intellectual Property | ip law
    Legal Compliance
    Legal Advice | legal counsel
    Company Secretarial | corporate governance
  `,
  hr: `
    Recruitment | talent acquisition | recruitment and selection
    Onboarding
    Employee Relations
    Performance Management | performance appraisal
    Compensation and Benefits | compensation & benefits | c&b
    HR Policies | hr policy
    HRIS | hrms
    Human Resources | hr | human resource management | hrm
    Learning and Development | l&d
    Workforce Planning
    Employee Engagement
    Succession Planning
  `,
  language: `
    English
    Bangla | bengali
    Hindi
    Urdu
    Arabic
    Chinese | mandarin
    Japanese
    Korean
    French
    German
    Spanish
  `,
};

const soft = `
  Communication | communication skills | verbal communication | written communication
  Teamwork | team player | collaboration | collaborative
  Leadership | team leadership | leading teams
  Problem Solving | problem-solving | troubleshooting
  Critical Thinking | analytical thinking | analytical skills
  Time Management
  Organizational Skills | organisational skills | organization skills | organized
  Attention to Detail | detail-oriented | detail oriented
  Adaptability | flexibility | adaptable
  Creativity | creative thinking | creative
  Negotiation | negotiation skills
  Interpersonal Skills | interpersonal
  Decision Making | decision-making
  Multitasking | multi-tasking
  Work Ethic | hard working | hard-working
  Self-Motivation | self-motivated | self motivated
  Mentoring | coaching
  Conflict Resolution
  Emotional Intelligence
  Customer Focus | customer-focused | customer orientation
  Ownership | accountability
  Initiative | proactive
  Stress Management | works under pressure | work under pressure
  Cross-Functional Collaboration | cross-functional
  Active Listening
  Empathy
  Persuasion
  Relationship Building
  Presentation | presenting
  Curiosity | willingness to learn | eager to learn | fast learner | quick learner
`;

/** Lower-case spellings that are also ordinary words: they only count when capitalised. */
export const ambiguousNames = new Set(
  `go r c rust swift dart ruby lean puppet sketch spark ai ml ca ap ar pr qa qc hr ui ux lc rn ts gl
  rest word access outlook oracle apache express node rails unity excel presentation presenting
  initiative ownership creative organized proactive flexibility curiosity sales mentoring coaching
  filing typing editing`.split(/\s+/),
);

/**
 * Skills that stand in for one another: a CV with Angular is partly qualified for a React job.
 * Each group lists canonical names.
 */
export const skillFamilies: readonly string[][] = [
  ['React', 'Angular', 'Vue.js', 'Svelte', 'Next.js', 'Nuxt.js', 'jQuery'],
  [
    'Django',
    'Flask',
    'FastAPI',
    'Spring Boot',
    'Express.js',
    'NestJS',
    'Ruby on Rails',
    'Laravel',
    'ASP.NET',
    'Node.js',
    'Symfony',
    'CodeIgniter',
  ],
  ['JavaScript', 'TypeScript'],
  ['Java', 'Kotlin', 'Scala', 'C#'],
  ['Python', 'Ruby', 'PHP', 'Perl'],
  ['C++', 'C', 'Rust', 'Go'],
  ['AWS', 'Google Cloud', 'Microsoft Azure'],
  ['PostgreSQL', 'MySQL', 'SQL Server', 'Oracle Database', 'MariaDB', 'SQLite'],
  ['MongoDB', 'DynamoDB', 'Cassandra', 'Firebase', 'NoSQL'],
  ['Docker', 'Kubernetes', 'Helm'],
  ['Jenkins', 'GitHub Actions', 'GitLab CI', 'CircleCI', 'CI/CD'],
  ['Terraform', 'Ansible', 'Puppet', 'Infrastructure as Code'],
  ['Kafka', 'RabbitMQ', 'Message Queues', 'Celery'],
  ['Jest', 'Mocha', 'Pytest', 'JUnit', 'Unit Testing'],
  ['Cypress', 'Selenium', 'Playwright'],
  ['TensorFlow', 'PyTorch', 'Keras'],
  ['Android', 'iOS', 'Flutter', 'React Native', 'Mobile Development'],
  ['Power BI', 'Tableau', 'Looker', 'Data Visualization'],
  ['Spark', 'Hadoop', 'Databricks', 'Big Data'],
  ['Snowflake', 'BigQuery', 'Redshift', 'Data Warehousing'],
  ['Prometheus', 'Grafana', 'Datadog', 'Observability'],
  ['Elasticsearch', 'Redis'],
  ['Figma', 'Sketch', 'Adobe XD'],
  ['Adobe Photoshop', 'Adobe Illustrator', 'CorelDRAW', 'Canva', 'Adobe InDesign'],
  ['Tally', 'QuickBooks', 'Xero'],
  ['SAP', 'Oracle ERP', 'Microsoft Dynamics', 'ERP'],
  ['Salesforce', 'Zoho CRM', 'Customer Relationship Management'],
  ['Google Ads', 'Facebook Ads', 'Search Engine Marketing'],
  ['AutoCAD', 'Revit', 'SolidWorks', 'CATIA'],
  ['Scrum', 'Agile', 'Kanban'],
];

function entries(block: string, kind: SkillKind, category: string): SkillEntry[] {
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const [name = '', ...aliases] = line.split('|').map((part) => part.trim());
      return { name, kind, category, aliases };
    });
}

export const skillTaxonomy: readonly SkillEntry[] = [
  ...Object.entries(hard).flatMap(([category, block]) => entries(block, 'hard', category)),
  ...entries(soft, 'soft', 'soft'),
];
