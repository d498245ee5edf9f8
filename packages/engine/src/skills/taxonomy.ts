import type { SkillKind } from '../types';

/**
 * Our skills taxonomy, written by hand: canonical names with the other ways CVs and postings write
 * them, across technical and non-technical fields. Soft skills are kept apart (kind 'soft',
 * category 'soft') because an ATS cannot verify them and they must not outweigh hard skills.
 *
 * Written compactly: one skill per line, `Name | alias | alias`. Matching is case-insensitive,
 * except for the spellings in `ambiguousNames`, which are also ordinary words. Rules of thumb:
 * a spelling belongs to one skill only; no alias is a bare everyday word ("market", "design",
 * "testing") unless it is listed in `ambiguousNames`; no apostrophes or brackets, which the
 * tokenizer drops.
 */

export interface SkillEntry {
  /** Canonical display name, e.g. "JavaScript". */
  name: string;
  kind: SkillKind;
  /**
   * Field: software, practices, databases, data, cloud-devops, security, design, business,
   * office, finance, accounting, marketing, sales, customer-service, healthcare, science,
   * teaching, hospitality, engineering, trades, legal, hr, logistics, media, agriculture,
   * language, soft.
   */
  category: string;
  /** Other ways it is written, lower-case or not (matching is case-insensitive): "js" … */
  aliases: string[];
}

/**
 * Lower-case names and aliases that are also ordinary English words ("go", "rest", "spark"):
 * the matcher counts them only when written with a capital, as a name is.
 */
export const ambiguousNames = new Set(
  `go r c rust swift dart ruby rails node spring oracle apache unity spark hive lean puppet
  sketch windows eclipse flask mocha cucumber playwright soap notion slack zoom polish bun
  electron ionic maven celery bootstrap helm vagrant airflow rag ai ml ap ar gl lc rn ts qa qc
  hr ux bi rest word outlook excel sales presentation presenting initiative ownership creative
  organized proactive flexibility curiosity mentoring coaching filing typing editing integrity
  resilience innovation`.split(/\s+/),
);

const hard: Record<string, string> = {
  /** Languages, frameworks and tools of software development. */
  software: `
    JavaScript | js | ecmascript | es6 | vanilla js | java script
    TypeScript | ts
    Python | python3 | python 3
    Java | core java | j2ee | java ee | jakarta ee
    C# | csharp | c sharp
    C++ | cpp | c plus plus
    C | ansi c
    Go | golang
    Rust | rustlang
    Ruby
    PHP
    Kotlin
    Swift
    Objective-C | objective c | objc
    Scala
    Perl
    R | r programming | rstudio
    Dart
    Elixir
    Erlang
    Haskell
    Clojure
    F#
    Lua
    Visual Basic | vb.net | vb | vb6
    COBOL
    Fortran
    Assembly Language | assembly programming | x86 assembly
    WebAssembly | wasm
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
    Material UI | mui | material-ui
    Chakra UI
    Styled Components | styled-components
    React | react.js | reactjs | react js
    React Native
    Redux | redux toolkit
    MobX
    Next.js | nextjs | next js
    Angular | angularjs | angular.js | angular js
    Vue.js | vue | vuejs | vue js
    Nuxt.js | nuxt | nuxtjs
    Svelte | sveltekit
    Ember.js | emberjs
    Backbone.js | backbonejs
    Alpine.js | alpinejs
    HTMX
    jQuery
    Gatsby | gatsbyjs
    Three.js | threejs
    D3.js | d3js
    Chart.js | chartjs
    Storybook
    Node.js | node | nodejs | node js
    Express.js | expressjs | express js
    NestJS | nest.js
    Fastify
    Deno
    Bun
    tRPC
    Socket.IO | socketio | socket io
    Django | django rest framework | djangorestframework | drf
    Flask
    FastAPI
    SQLAlchemy
    Spring Boot | spring | springboot | spring framework | spring mvc | spring cloud
    Hibernate
    JPA | java persistence api
    Maven | apache maven
    Gradle
    JavaFX
    Java Swing
    Servlets | java servlets | jsp | jakarta servlets
    Struts | apache struts
    Quarkus
    Micronaut
    ASP.NET | asp.net core | asp.net mvc | asp.net web api
    .NET | dotnet | .net core | .net framework | .net 6
    Entity Framework | ef core | entity framework core
    WCF | windows communication foundation
    ADO.NET
    JDBC
    Blazor
    WPF | windows presentation foundation
    WinForms | windows forms
    .NET MAUI | maui
    Laravel
    Symfony
    CodeIgniter
    CakePHP
    Yii
    WordPress | wordpress development
    Drupal
    Joomla
    Ruby on Rails | rails | ror
    Prisma
    Sequelize
    TypeORM
    Mongoose
    Flutter
    Android | android development | android sdk
    Android Studio
    iOS | ios development
    Xcode
    SwiftUI
    UIKit
    Jetpack Compose
    Xamarin
    Ionic | ionic framework
    Apache Cordova | cordova | phonegap
    Electron | electron.js | electronjs
    Qt | qt framework | qml
    GraphQL | apollo graphql | apollo client
    REST API | rest | restful | rest apis | restful api | restful apis | restful services | rest services
    SOAP | soap api | soap web services
    OpenAPI | swagger
    gRPC
    WebSockets | websocket
    WebRTC
    JSON
    AJAX
    XML
    YAML
    Regular Expressions | regex | regexp
    Microservices | microservice | microservices architecture
    Distributed Systems | distributed computing
    Multithreading | concurrency | concurrent programming
    Jest
    Mocha
    Vitest
    Cypress
    Selenium | selenium webdriver
    Playwright
    Puppeteer
    Appium
    JUnit
    NUnit
    xUnit
    SpecFlow
    Protractor
    TestNG
    Mockito
    Pytest | pytest-mock
    RSpec
    Cucumber
    Behavior-Driven Development | bdd | behaviour-driven development | behavior driven development
    JMeter | apache jmeter
    LoadRunner
    Postman
    HP ALM | hp quality center | quality center | micro focus alm
    TestRail
    Software Testing | software qa | sqa | software quality assurance | functional testing
    Manual Testing
    Test Automation | automation testing | automated testing
    Regression Testing
    Integration Testing
    Performance Testing | load testing | stress testing
    API Testing
    Test Case Design | test cases | test case writing | test plans | test planning
    Git | github | gitlab | bitbucket | version control
    SVN | subversion
    Perforce
    Jira
    Confluence
    Visual Studio
    VS Code | vscode | visual studio code
    IntelliJ IDEA | intellij
    Eclipse IDE | eclipse
    Webpack
    Vite
    Babel
    ESLint
    npm | pnpm
    Celery
    Scrapy
    Web Scraping | web crawler | web crawling | beautifulsoup | beautiful soup
    OAuth | oauth 2.0 | oauth2
    JWT | json web token | json web tokens
    Single Sign-On | sso
    LDAP
    Accessibility | wcag | a11y | web accessibility
    Responsive Design | responsive web design
    Progressive Web Apps | pwa | progressive web app
    Unity | unity3d
    Unreal Engine | ue4 | ue5
    Godot
    Game Development | game programming
    AR/VR | xr | extended reality | ar vr | vr/ar | mixed reality
    Augmented Reality | arkit | arcore
    Virtual Reality | vr | oculus
    Internationalization | i18n | localization | localisation | l10n | internationalisation
    Blockchain | web3
    Solidity
    Smart Contracts | smart contract
    Embedded Systems | embedded c | embedded software
    Firmware
    RTOS | freertos
    Linux | unix | ubuntu | debian | centos | red hat | rhel
    Windows Server
    Microsoft Windows | windows | ms windows | windows 10 | windows 11 | windows 7 | windows xp
    macOS | mac os | os x
    FFmpeg
    Frontend Development | front-end development | front end development | frontend
    Backend Development | back-end development | back end development | backend
    Full-Stack Development | full stack development | fullstack development | full-stack
    Mobile Development | mobile app development | mobile application development
    Web Development | web application development | web applications
    Salesforce Development | apex | lightning web components
    Low-Code Development | low-code | no-code | power apps | powerapps
    Power Automate | microsoft flow
    Robotic Process Automation | rpa | uipath | automation anywhere
  `,
  /** Ways of working every engineer claims; the ATS counts them for less than tools and languages. */
  practices: `
    Object-Oriented Programming | oop | object oriented programming | object-oriented design | ood
    Functional Programming
    Design Patterns
    Data Structures | data structures and algorithms | dsa
    Algorithms
    System Design
    Software Architecture
    Domain-Driven Design | ddd | domain driven design
    Event-Driven Architecture | event driven architecture | event sourcing
    Service-Oriented Architecture | soa | service oriented architecture
    Clean Code | solid principles
    Unit Testing | unit tests | unit test
    Test-Driven Development | tdd | test driven development
    Agile | agile methodology | agile methodologies | agile development
    Scrum
    Kanban
    Waterfall
    Software Development Life Cycle | sdlc
    Performance Optimization | performance tuning | performance optimisation
    Debugging
    Troubleshooting | technical troubleshooting | root-causing
    GDB
    Valgrind
    Refactoring
    Code Review | code reviews | reviewed pull requests | reviewing pull requests | pull request reviews
    Pair Programming
    API Design | api development
  `,
  /** Database engines, ORMs' stores and the craft around them. */
  databases: `
    PostgreSQL | postgres | postgres sql | postgresql database | psql
    MySQL
    SQL Server | mssql | microsoft sql server | ms sql | ms sql server
    Oracle Database | oracle | oracle db
    IBM Db2 | db2
    SQLite
    MariaDB
    MongoDB | mongo
    Redis
    Memcached
    Elasticsearch | elastic search | elk | elk stack | elastic stack
    OpenSearch
    Apache Solr | solr
    Cassandra | apache cassandra
    Couchbase
    CouchDB
    DynamoDB | amazon dynamodb
    Firebase | firestore | firebase realtime database
    Supabase
    Neo4j
    InfluxDB
    ClickHouse
    CockroachDB
    Teradata
    Toad | toad for oracle
    Vector Databases | vector database | pinecone | weaviate | qdrant | milvus | pgvector
    Database Design | data modeling | data modelling | database modeling | er diagrams
    Database Administration | dba | database management
    Query Optimization | query tuning | sql tuning | query optimisation
    Stored Procedures | stored procedure
    NoSQL
  `,
  /** Data analysis, data engineering, statistics and machine learning. */
  data: `
    Machine Learning | ml
    Deep Learning
    Neural Networks | neural network | cnn | rnn | lstm | convolutional neural networks
    Artificial Intelligence | ai
    Natural Language Processing | nlp
    Machine Translation | neural machine translation | nmt
    Computer Vision
    OpenCV
    Large Language Models | llm | llms
    Generative AI | genai | gen ai
    Retrieval-Augmented Generation | rag | retrieval augmented generation
    Prompt Engineering
    Reinforcement Learning
    TensorFlow | tensorflow 2
    PyTorch
    Keras
    scikit-learn | sklearn | scikit learn
    XGBoost
    LightGBM
    Hugging Face | huggingface | hugging face transformers
    LangChain
    LlamaIndex
    OpenAI API | openai | chatgpt | gpt | gpt-4
    MLflow
    MLOps
    Pandas
    NumPy
    SciPy
    Matplotlib
    Seaborn
    Plotly
    Jupyter | jupyter notebook | jupyter notebooks | jupyterlab
    Spark | apache spark | pyspark
    Hadoop | apache hadoop | hdfs | mapreduce | map reduce
    HBase | apache hbase
    Sqoop | apache sqoop
    Apache Pig | pig latin
    Hive | apache hive
    Apache Flink | flink
    Kafka | apache kafka
    Apache Airflow | airflow
    dbt | data build tool
    Databricks
    Snowflake
    BigQuery | google bigquery
    Redshift | amazon redshift
    Azure Data Factory | adf
    AWS Glue
    Microsoft Fabric
    ETL | elt | etl pipelines | extract transform load
    Data Pipelines | data pipeline
    Data Engineering
    Data Warehousing | data warehouse
    Data Lake | data lakes | lakehouse | data lakehouse
    Data Analysis | data analytics | data analyst
    Data Science
    Data Mining
    Data Cleaning | data cleansing | data wrangling | data preparation
    Data Visualization | data visualisation
    Data Governance | data quality | data stewardship
    Master Data Management | mdm
    Business Intelligence | bi
    Statistics | statistical analysis | statistical modeling | statistical modelling
    Predictive Modeling | predictive modelling | predictive analytics
    Regression Analysis | linear regression | logistic regression
    A/B Testing | ab testing | a/b tests | split testing
    Quantitative Analysis | quantitative research
    Econometrics
    Power BI | powerbi | microsoft power bi | dax
    Tableau
    Looker
    Looker Studio | google data studio | data studio
    Qlik | qlikview | qlik sense
    Alteryx
    Informatica | informatica powercenter | powercenter
    SSIS | sql server integration services
    SSRS | sql server reporting services
    SSAS | sql server analysis services
    Crystal Reports | crystal report
    IBM Cognos | cognos
    SAP BusinessObjects | business objects | bobj
    Google Analytics | ga4 | universal analytics
    SPSS | ibm spss
    SAS | sas programming
    Stata
    EViews
    Minitab
    MATLAB
    Feature Engineering
    Recommender Systems | recommendation systems | recommendation engines
    Time Series Analysis | forecasting | time series forecasting
    Big Data
    Data Annotation | data labeling | data labelling
  `,
  /** Cloud platforms, infrastructure, operations and IT support. */
  'cloud-devops': `
    AWS | amazon web services | aws cloud | ec2 | amazon ec2 | s3 | amazon s3 | aws lambda | amazon rds | cloudformation | aws cloudformation | cloudwatch | cloud watch | rds
    Google Cloud | gcp | google cloud platform | gke | cloud run | app engine
    Microsoft Azure | azure | azure cloud | azure functions | aks
    Docker | docker swarm | containerization | containerisation | docker compose
    Kubernetes | k8s | openshift
    Helm | helm charts
    Terraform
    Ansible
    Puppet
    SaltStack
    Vagrant
    CI/CD | ci cd | ci-cd | cicd | continuous integration | continuous delivery | continuous deployment
    Jenkins
    GitHub Actions
    GitLab CI | gitlab ci/cd
    CircleCI
    Travis CI
    Azure DevOps | azure pipelines | vsts
    Argo CD | argocd
    TeamCity
    DevOps
    Site Reliability Engineering | sre | site reliability engineer | reliability engineering
    Nginx
    Apache HTTP Server | apache | httpd
    Apache Tomcat | tomcat
    Load Balancing | load balancer | load balancers
    Serverless
    Cloud Computing | cloud infrastructure | cloud services
    Cloud Architecture | cloud solutions architecture
    Infrastructure as Code | iac
    Prometheus
    Grafana
    Datadog
    New Relic
    Observability | application monitoring | monitoring tools
    RabbitMQ
    Message Queues | message queue | pub/sub | amazon sqs | sqs
    Computer Networking | network engineering | tcp/ip | dns | dhcp | osi model
    Network Administration | network administrator | network management
    LAN/WAN | lan | wan | lan/wan administration
    Routing and Switching | routing & switching | routers and switches
    Cisco | ccna | ccnp
    MikroTik | mikrotik routeros | mtcna
    VPN | virtual private network
    VoIP | ip telephony | asterisk
    IT Support | technical support | helpdesk | help desk | desktop support | service desk
    Hardware Troubleshooting | computer hardware | hardware maintenance | pc maintenance
    System Administration | sysadmin | systems administration | system administrator
    Active Directory | azure ad | entra id
    Microsoft 365 Administration | office 365 administration | exchange server | microsoft exchange
    ITIL
    ServiceNow
    IBM Maximo | maximo
    IBM WebSphere | websphere
    JBoss | wildfly
    Backup and Recovery | disaster recovery | data backup
    Virtualization | virtualisation | virtual machines
    VMware | vsphere | esxi | vmware workstation
    Hyper-V
    OpenStack
    Heroku
    Vercel
    Netlify
    DigitalOcean | digital ocean
    Cloudflare
  `,
  /** Security of systems, networks and data. */
  security: `
    Cybersecurity | cyber security | information security | infosec | it security
    Network Security | firewalls | firewall | firewall management
    Web Security | owasp | application security | appsec | owasp top 10
    Penetration Testing | pentesting | pen testing | ethical hacking
    Vulnerability Assessment | vulnerability management | vapt | vulnerability scanning
    Incident Response | security incident response
    Security Operations Center | soc | security operations
    SIEM | security information and event management
    Splunk
    Wireshark
    Burp Suite
    Metasploit
    Nmap
    Kali Linux
    Threat Modeling | threat modelling
    Threat Intelligence
    Identity and Access Management | iam
    Cryptography | encryption | pki | public key infrastructure
    Digital Forensics | computer forensics
    Malware Analysis
    Zero Trust
    ISO 27001 | iso/iec 27001 | isms
    SOC 2 | soc2
    PCI DSS | pci-dss | pci compliance
    NIST Cybersecurity Framework | nist csf | nist
    CISSP
    CISM
    CEH | certified ethical hacker
    CompTIA Security+ | security+
    CompTIA A+ | comptia a plus
  `,
  /** Visual, product and media design, and the tools for it. */
  design: `
    Figma
    Adobe Photoshop | photoshop
    Adobe Illustrator | illustrator
    Adobe InDesign | indesign
    Adobe XD
    Adobe Premiere Pro | premiere pro | premiere
    Adobe After Effects | after effects
    Adobe Lightroom | lightroom
    Adobe Animate | adobe flash
    Adobe Audition
    Adobe Creative Suite | adobe creative cloud
    Canva
    Sketch
    InVision
    Zeplin
    Framer
    Balsamiq
    Axure | axure rp
    CorelDRAW | corel draw | coreldraw graphics suite
    GIMP
    Procreate
    Final Cut Pro | final cut
    DaVinci Resolve
    Blender
    Autodesk Maya | maya 3d
    3ds Max | 3d max | 3dsmax | autodesk 3ds max
    Cinema 4D | c4d
    ZBrush
    Substance Painter | substance 3d painter
    SketchUp | sketch up
    Lumion
    V-Ray | vray
    UI Design | user interface design | ui designer
    UX Design | user experience design | ux | ui/ux | ux/ui | ui ux | ux designer
    UX Research | user research | usability testing | user testing
    Product Design | product designer
    Interaction Design | ixd
    Information Architecture
    Design Systems | design system
    Wireframing | wireframes | wireframe
    Prototyping
    User Flows | user flow | user journeys | journey mapping
    Visual Design
    Web Design | web designer | website design
    Graphic Design | graphic designer
    Logo Design
    Print Design | print production | prepress
    Packaging Design
    Layout Design | page layout
    Color Theory | colour theory
    Motion Graphics | motion design
    Animation | 2d animation | 3d animation
    3D Modeling | 3d modelling | 3d design
    3D Rendering | architectural rendering | 3d visualization | 3d visualisation
    Storyboarding | storyboards
    Video Editing | video editor
    Video Production | videography
    Photo Editing | photo retouching | image editing | retouching
    Photography
    Typography
    Branding | brand identity | brand design | visual identity
    Illustration | digital illustration
    Interior Design | interior designer
    Fashion Design | fashion designer
    Pattern Making | pattern design
    Visual Merchandising
  `,
  /** Management, strategy, analysis and business operations. */
  business: `
    Project Management | project planning | project manager
    Program Management | programme management
    Technical Program Management | technical program manager | technical programme management
    Project Coordination | project coordinator
    Product Management | product roadmap | product owner | product manager
    PMP | project management professional
    PRINCE2
    Certified ScrumMaster | scrum master | scrummaster | psm
    Business Analysis | business analyst | requirements gathering | requirement gathering | requirements analysis | requirements elicitation
    Business Process Modeling | bpmn | process mapping | business process modelling
    Business Development | biz dev | business developer
    Strategic Planning | business strategy | corporate strategy
    Business Planning | business plan | business plans
    Feasibility Studies | feasibility study | feasibility analysis
    SWOT Analysis | swot
    Operations Management | business operations
    People Management | team management | staff management | managing teams
    Change Management
    Stakeholder Management | stakeholder engagement
    Risk Management | risk assessment | enterprise risk management
    Governance Risk and Compliance | grc
    Business Continuity | business continuity planning | bcp
    Process Improvement | business process improvement | continuous improvement
    Lean | lean management | lean principles
    Six Sigma | lean six sigma | six sigma green belt | six sigma black belt
    Quality Management | quality management systems | qms | total quality management | tqm
    Quality Assurance | qa
    ISO 9001 | iso 9001:2015
    KPI | kpis | key performance indicators
    OKR | okrs | objectives and key results
    P&L Management | p&l | profit and loss | p&l responsibility
    Cost-Benefit Analysis | cost benefit analysis
    Market Research | market analysis | market study
    Competitive Analysis | competitor analysis | competitive intelligence
    Research and Development | r&d
    Vendor Management | supplier management | vendor relations | vendor development
    Contract Management | contract negotiation | contract administration
    Event Management | event planning | event coordination
    Facilities Management | facility management
    Property Management | real estate management | property manager
    Retail Management | store management | store operations
    Merchandising | garments merchandising | apparel merchandising | merchandiser
    Customer Success | customer success management
    Entrepreneurship
    Consulting | management consulting
    Monitoring and Evaluation | m&e | monitoring & evaluation | monitoring evaluation and learning
    Grant Writing | proposal writing | grant management
    Fundraising | donor relations | resource mobilization
    Corporate Social Responsibility
    Sustainability | esg | sustainability reporting
    ERP | enterprise resource planning
    SAP | sap erp | sap s/4hana | s/4hana | sap fico | sap mm | sap sd | sap abap | abap
    Oracle ERP | oracle financials | oracle e-business suite | oracle netsuite | netsuite
    Microsoft Dynamics | dynamics 365 | dynamics ax | dynamics nav
    Odoo
  `,
  /** Office software and administrative work. */
  office: `
    MS Office | microsoft office | ms office suite | office 365 | microsoft 365 | microsoft office suite
    Microsoft Excel | excel | ms excel | advanced excel | spreadsheets | excel spreadsheets
    Microsoft Word | word | ms word | word processing
    Microsoft PowerPoint | powerpoint | ms powerpoint
    Microsoft Outlook | outlook | ms outlook
    Microsoft Access | ms access
    Microsoft Project | ms project
    Microsoft Visio | visio
    Microsoft Teams | ms teams
    SharePoint | microsoft sharepoint
    Google Workspace | g suite | gsuite | google docs | google sheets | google slides | google drive
    Adobe Acrobat | acrobat | pdf editing
    VBA | excel vba | macros
    Pivot Tables | pivot table | pivottables
    VLOOKUP | xlookup | hlookup | index match
    Trello
    Asana
    Notion
    Slack
    Zoom | zoom meetings
    Monday.com
    Data Entry | data entry operator
    Typing | touch typing | fast typing
    Bangla Typing | bijoy | avro | bijoy bayanno | bangla typing speed
    Office Administration | administrative support | office management | admin support
    Calendar Management | appointment scheduling | diary management
    Record Keeping | filing | records management
    Document Management | document control | documentation control
    Minute Taking | meeting minutes | minutes taking
    Business Correspondence | correspondence | email correspondence | official correspondence
    Travel Arrangements | travel management | travel booking
    Transcription | dictation
  `,
  /** Bookkeeping, reporting, audit and tax. */
  accounting: `
    Accounting | accountant | accountancy
    Financial Accounting
    Management Accounting | managerial accounting
    Cost Accounting | costing | product costing
    Bookkeeping | book keeping
    Accounts Payable | ap | accounts payables
    Accounts Receivable | ar | accounts receivables
    General Ledger | gl | ledger
    Journal Entries | journal entry | journal vouchers
    Trial Balance
    Accruals | accrual accounting | prepayments
    Month-End Closing | month-end close | month end closing | year-end closing | year end closing
    Bank Reconciliation | reconciliation | reconciliations | account reconciliation
    Financial Reporting | financial statements | financial statement preparation
    Financial Consolidation | group consolidation | consolidation accounting
    Revenue Recognition | ifrs 15 | asc 606
    Fixed Asset Management | fixed assets | fixed asset register | fixed asset accounting
    Invoicing | billing | invoice processing
    Expense Management | expense reports | expense reporting
    Petty Cash | petty cash management
    Auditing | audit | audits | statutory audit | external audit | audit procedures
    Internal Audit | internal auditing
    Internal Controls | internal control | sox | sox compliance | sarbanes-oxley
    Forensic Accounting | fraud investigation
    Taxation | income tax | tax compliance | tax planning | corporate tax
    Tax Returns | tax filing | tax return preparation
    VAT | value added tax | gst | vat returns
    Transfer Pricing
    IFRS | ias | international financial reporting standards
    GAAP | us gaap
    Tally | tally erp | tally prime | tally erp 9
    QuickBooks | quickbooks online
    Xero
    Sage Accounting | sage 50 | sage 300
    Zoho Books
    FreshBooks
    Chartered Accountancy | chartered accountant | aca
    ACCA
    CPA | certified public accountant
    CMA | certified management accountant
    CIMA
  `,
  /** Financial analysis, banking, investment and insurance. */
  finance: `
    Financial Analysis | financial analyst | financial statement analysis
    Financial Modeling | financial modelling | financial models
    Financial Planning and Analysis | fp&a | financial planning
    Budgeting | budget management | budget planning | budget preparation
    Financial Forecasting
    Variance Analysis | budget variance
    Cost Control | cost reduction | cost optimization | cost optimisation
    Treasury | treasury management
    Cash Flow Management | cash management | cash flow | cash flow forecasting
    Working Capital Management | working capital
    Credit Analysis | credit risk | credit assessment | credit appraisal
    Debt Collection | collections management | credit control | recovery management
    Financial Risk Management | market risk | operational risk | frm
    Investment Banking
    Corporate Finance
    Mergers and Acquisitions | m&a | mergers & acquisitions
    Due Diligence
    Valuation | dcf | business valuation | discounted cash flow
    Equity Research
    Investment Analysis | investment management
    Portfolio Management
    Asset Management
    Wealth Management | financial advisory | financial advisor | financial advising
    Private Equity
    Venture Capital
    Capital Markets
    Securities Trading | stock trading | equity trading | forex trading | forex
    Derivatives
    Fixed Income | bond markets
    Bloomberg Terminal | bloomberg
    Banking | retail banking | corporate banking | commercial banking
    Islamic Banking | islamic finance
    Trade Finance | letter of credit | lc | l/c | documentary credit
    Loan Processing | loan origination | lending | loan administration
    SME Banking | sme finance | sme lending
    Anti-Money Laundering | aml | kyc | know your customer | aml/cft
    Regulatory Compliance | financial compliance | compliance management | compliance monitoring
    Insurance | underwriting | insurance underwriting
    Claims Processing | claims handling | insurance claims
    Actuarial Science | actuarial | actuarial analysis
    Mobile Financial Services | mfs | bkash | nagad | mobile banking
    Microfinance | microcredit
    Payment Systems | payment processing | payment gateway | payment gateways
    Economics | economic analysis
    CFA | chartered financial analyst
  `,
  /** Digital and traditional marketing, brand and communications. */
  marketing: `
    Digital Marketing | online marketing | internet marketing
    Search Engine Optimization | seo | search engine optimisation
    On-Page SEO | on page seo | onpage seo
    Technical SEO
    Local SEO | google my business | google business profile
    Keyword Research
    Link Building | backlinks | backlink building
    Search Engine Marketing | sem | ppc | pay per click | pay-per-click
    Google Ads | adwords | google adwords
    Facebook Ads | meta ads | facebook marketing | facebook advertising | instagram ads
    LinkedIn Ads | linkedin advertising
    TikTok Ads
    Google Search Console | search console
    Google Tag Manager | tag manager
    SEMrush
    Ahrefs
    Hootsuite
    Meta Business Suite | facebook business manager
    Social Media Marketing | smm | social media | social media advertising
    Social Media Management | social media manager
    Community Management | online community management
    Content Marketing
    Content Strategy
    Content Creation | content creator | content production
    Email Marketing | mailchimp | email campaigns | newsletters
    Marketing Automation | marketo | pardot
    HubSpot | hubspot crm
    Performance Marketing
    Display Advertising | display ads | banner ads
    Programmatic Advertising | programmatic
    Media Planning | media buying
    Video Marketing | youtube marketing
    Mobile Marketing | sms marketing
    Brand Management | brand marketing | brand building
    Marketing Strategy | marketing plan | marketing planning
    Campaign Management | marketing campaigns | campaign planning
    Marketing Communications | marcom | integrated marketing communications | imc
    Public Relations | media relations
    Advertising
    BTL Marketing | btl | below the line | brand activation | activation campaigns
    ATL Marketing | atl | above the line
    Influencer Marketing
    Affiliate Marketing
    Product Marketing
    Product Launch | product launches
    Growth Marketing | growth hacking
    Demand Generation | demand gen
    Account-Based Marketing | abm | account based marketing
    Go-to-Market Strategy | go-to-market | gtm | go to market
    Conversion Rate Optimization | cro | conversion rate optimisation
    Marketing Analytics
    Consumer Behavior | consumer insights | consumer behaviour
    Market Segmentation | customer segmentation | segmentation and targeting
    Pricing Strategy | pricing
    Trade Marketing
    Event Marketing
    App Store Optimization | aso
  `,
  /** Selling, account and channel management. */
  sales: `
    Sales | selling
    B2B Sales | b2b
    B2C Sales | b2c
    Retail Sales
    Inside Sales
    Field Sales
    Corporate Sales
    Solution Selling | consultative selling
    Pre-Sales | presales | pre-sales engineering | presales engineering | solution consulting
    Sales Strategy
    Lead Generation | prospecting | lead gen
    Cold Calling
    Customer Acquisition | client acquisition
    Account Management | key account management | kam | key accounts
    Sales Management
    Sales Operations | sales ops
    Salesforce | salesforce crm | sfdc
    Zoho CRM | zoho
    Pipedrive
    Customer Relationship Management | crm
    Pipeline Management | sales pipeline
    Territory Management
    Channel Sales | dealer management | channel management | dealer network
    Sales Forecasting
    Upselling | upsell
    Cross-Selling | cross selling | cross-sell
    Product Demonstration | product demos | product demonstrations
    Client Relations | client relationship management | customer relationship | client relationship
    Telemarketing | telesales
    Tendering | tender management | bid management | e-tendering | e-gp | rfp responses
    Medical Sales | pharmaceutical sales | pharma sales | medical representative | medical promotion
    Real Estate Sales | property sales | real estate brokerage | real estate agent
    E-commerce | ecommerce | e commerce | online store management
    Shopify
    WooCommerce
    Magento
    Point of Sale | pos | pos systems
    Cash Handling | cash register
    Order Processing | order management
  `,
  /** Serving and supporting customers. */
  'customer-service': `
    Customer Service | customer support | customer care | client service | client services
    Call Center | call centre | contact center | contact centre | bpo
    Complaint Handling | complaint management | complaints handling | complaint resolution
    Customer Experience | cx | customer experience management
    Customer Retention | client retention
    Live Chat Support | chat support | live chat
    Zendesk
    Freshdesk
  `,
  /** Clinical care, medicine, nursing, pharmacy and public health. */
  healthcare: `
    Patient Care | patient management
    Nursing | registered nurse | rn | nursing care
    Clinical Assessment | patient assessment | health assessment
    Triage
    Vital Signs | vital signs monitoring
    Phlebotomy | venipuncture | blood collection
    IV Therapy | iv insertion | intravenous therapy | cannulation
    Medication Administration | drug administration
    Pharmacology
    Pharmacy | dispensing | pharmacist
    Clinical Pharmacy | pharmaceutical care
    Pharmacovigilance | drug safety
    First Aid
    CPR | bls | basic life support
    ACLS | advanced cardiac life support
    Electronic Medical Records | emr | ehr | electronic health records | medical records
    Epic EHR | epic systems
    Cerner
    Clinical Documentation
    Medical Terminology
    Infection Control | infection prevention
    Patient Safety
    Patient Education
    Wound Care | wound dressing
    Intensive Care | icu | critical care
    Emergency Care | emergency medicine | emergency department
    Emergency Medical Services | ems | paramedic | pre-hospital care
    Surgery | surgical | surgical procedures
    Operating Theatre | operation theatre | ot management | perioperative care
    Anesthesia | anaesthesia | anesthesiology
    Diagnosis | diagnostics | clinical diagnosis
    Laboratory Testing | lab testing | clinical laboratory | medical laboratory
    Radiology | x-ray | imaging | medical imaging | mri | ct scan
    Ultrasound | sonography | ultrasonography
    ECG | ekg | electrocardiography
    Cardiology
    Pediatrics | paediatrics
    Obstetrics and Gynecology | obgyn | ob/gyn | obstetrics | gynecology | gynaecology
    Midwifery | midwife
    Orthopedics | orthopaedics
    Neurology
    Oncology
    Dermatology
    Psychiatry
    Dentistry | dental care | dental
    Optometry
    Pathology
    Physiotherapy | physical therapy
    Occupational Therapy
    Speech Therapy | speech-language pathology | speech and language therapy
    Rehabilitation
    Mental Health
    Counseling | counselling | psychological counseling
    Psychology | clinical psychology
    Nutrition | dietetics | dietitian | clinical nutrition
    Geriatric Care | elderly care | aged care | caregiving | care giving | caregiver
    Home Health Care | home care
    Palliative Care | hospice care
    Sterilization | sterile processing | sterilisation
    Telemedicine | telehealth
    Public Health
    Community Health
    Epidemiology
    Maternal and Child Health | mch | mnch
    Immunization | vaccination | immunisation
    Family Planning | reproductive health
    Health Education | health promotion
    Medical Coding | icd-10 | cpt coding | clinical coding
    Medical Billing
    Medical Transcription
    HIPAA | hipaa compliance
    Healthcare Administration | hospital management | hospital administration
    Clinical Research | clinical trials
    Good Clinical Practice | ich-gcp | ich gcp
    Veterinary Medicine | veterinary | animal health
  `,
  /** Laboratory and research science. */
  science: `
    Laboratory Techniques | lab techniques | laboratory skills | wet lab
    Good Laboratory Practice | glp
    Good Manufacturing Practice | gmp | cgmp
    PCR | qpcr | rt-pcr | polymerase chain reaction
    HPLC | high performance liquid chromatography
    Gas Chromatography | gc-ms | gas chromatography mass spectrometry
    Mass Spectrometry | lc-ms
    Spectroscopy | spectrophotometry | uv-vis | ftir
    Titration
    ELISA
    Western Blot | western blotting
    Flow Cytometry
    Microscopy
    Cell Culture | tissue culture
    CRISPR
    Microbiology
    Molecular Biology
    Biochemistry
    Biotechnology
    Bioinformatics
    Genomics | next-generation sequencing | ngs
    Analytical Chemistry
    Food Science | food technology
    Environmental Science | environmental monitoring
    Environmental Impact Assessment | eia
    GIS | geographic information systems | arcgis | qgis
    Remote Sensing
    Scientific Writing | research writing | academic writing
    Literature Review | systematic review
    Qualitative Research | qualitative analysis | nvivo
  `,
  /** Teaching, training and education. */
  teaching: `
    Teaching | teacher
    Lesson Planning | lesson plans | lesson plan
    Curriculum Development | curriculum design | syllabus design
    Classroom Management
    Behavior Management | behaviour management
    Pedagogy | teaching methods | teaching methodology
    Differentiated Instruction | differentiated teaching
    Inclusive Education | inclusive teaching
    Student Assessment | student grading | assessment design | exam marking
    Exam Invigilation | invigilation | exam proctoring
    Test Preparation | exam preparation
    Instructional Design | course design
    E-Learning | elearning | online teaching | lms | moodle | learning management system
    Google Classroom
    Blended Learning
    Tutoring | tutor | private tutoring
    Special Education | special needs education | special educational needs
    Early Childhood Education | early years education | preschool education
    Child Development
    Child Protection | safeguarding
    Montessori
    Phonics
    STEM Education | stem teaching
    Language Teaching | english language teaching | esl teaching
    Adult Education
    Cambridge Curriculum | igcse | o level | cambridge international
    Edexcel
    International Baccalaureate | ib
    Parent Communication | parent-teacher communication | parent engagement
    Mentoring Students | student mentoring
    Academic Advising | student counseling | student counselling | career counseling | career guidance
    Educational Technology | edtech
    Education Administration | school administration | academic administration
    Training and Development | training & development | corporate training
    Training Delivery | facilitation | workshop facilitation
    Academic Research | research methodology
    IELTS
    TOEFL
    TESOL | tefl | celta
  `,
  /** Hotels, restaurants, kitchens and travel. */
  hospitality: `
    Front Office | front desk | reception | receptionist
    Guest Services | guest relations
    Concierge
    Hotel Management | hotel operations
    Rooms Division
    Revenue Management | yield management
    Housekeeping
    Laundry Operations | laundry
    Food and Beverage | f&b | food & beverage | f&b service
    Table Service | waitstaff | waiting tables | food service
    Banquet Operations | banquet | banqueting
    Food Safety | haccp | food hygiene | food handling
    Cooking | culinary | culinary arts
    Food Preparation | food prep
    Kitchen Management | kitchen operations
    Baking | pastry
    Menu Planning | menu design
    Menu Costing | food costing | food cost control
    Restaurant Management
    Barista | coffee making
    Bartending | mixology
    Catering
    Reservations | booking management
    Opera PMS | property management system | opera hotel system
    Travel Planning | tour operations | tour packages | itinerary planning
    Tourism Management | tourism | travel and tourism
    Tour Guiding | tour guide
    Airline Ticketing | air ticketing | gds | amadeus | sabre | galileo
    Cabin Crew | flight attendant | inflight service
  `,
  /** Civil, mechanical, electrical, electronic, industrial and textile engineering. */
  engineering: `
    AutoCAD | auto cad
    AutoCAD Civil 3D | civil 3d
    SolidWorks | solid works
    CATIA
    Creo | ptc creo | pro/engineer
    Autodesk Inventor
    Fusion 360 | autodesk fusion 360
    Revit | autodesk revit
    BIM | building information modeling | building information modelling
    ANSYS
    Abaqus
    COMSOL
    Simulink
    LabVIEW
    ETABS
    STAAD Pro | staad | staad.pro
    SAP2000
    Tekla Structures | tekla
    Primavera P6 | primavera | p6
    CAD | computer-aided design | cad design
    Technical Drawing | cad drafting | engineering drawing | engineering drawings
    GD&T | geometric dimensioning and tolerancing
    FEA | finite element analysis
    CFD | computational fluid dynamics
    Civil Engineering
    Structural Engineering | structural design | structural analysis
    Geotechnical Engineering
    Transportation Engineering | traffic engineering | highway design
    Water Resources Engineering | hydrology | hydraulic engineering
    Environmental Engineering | wastewater treatment | water treatment
    Architectural Design | architectural drafting | architectural drawing
    Mechanical Engineering
    Machine Design | mechanical design
    Thermodynamics
    Electrical Engineering
    Electrical Design | electrical drawings | electrical systems design
    Power Systems | power distribution | power generation
    Substation Maintenance | substation | switchgear
    Renewable Energy | solar energy | solar pv | wind energy
    HVAC | heating ventilation and air conditioning
    MEP | mep design | mechanical electrical and plumbing
    Electronics | circuit design | analog electronics | digital electronics
    PCB Design | pcb layout
    Altium Designer | altium
    KiCad
    Proteus
    VHDL
    Verilog | systemverilog
    FPGA
    VLSI
    Signal Processing | dsp | digital signal processing
    Control Systems | control engineering
    Instrumentation | instrumentation and control | c&i
    Industrial Automation | automation engineering
    PLC | plc programming | siemens tia portal
    SCADA
    DCS | distributed control system
    Telecommunications | telecom | rf engineering
    Fiber Optics | optical fiber | fibre optics | optical fibre
    Robotics
    IoT | internet of things
    Arduino
    Raspberry Pi
    3D Printing | additive manufacturing
    CNC Programming | cnc | cnc machining
    Construction Management | construction supervision
    Site Engineering | site supervision | site engineer
    Quantity Surveying | boq | bill of quantities | quantity surveyor
    Cost Estimation | cost estimating | construction estimating
    Surveying | land surveying | total station
    Commissioning | testing and commissioning
    Preventive Maintenance | equipment maintenance | maintenance engineering | predictive maintenance
    Total Productive Maintenance
    Manufacturing | manufacturing processes
    Production Planning | production planning and control
    Lean Manufacturing
    Kaizen
    5S
    Industrial Engineering
    Work Study | time study | method study | time and motion study
    Quality Control | qc | quality inspection
    Root Cause Analysis | rca | fishbone diagram
    FMEA | failure mode and effects analysis
    Process Engineering | process design
    Chemical Engineering
    Petroleum Engineering | oil and gas | oil & gas
    Marine Engineering
    Automotive Engineering | automobile engineering
    Textile Engineering | textile | textiles
    Garments Production | apparel production | garments manufacturing | rmg
    Dyeing and Finishing | dyeing | textile dyeing
    Knitting | knit fabrics | knitwear
    Health and Safety | hse | occupational safety | osha | ehs | occupational health and safety
    NEBOSH
    IOSH
    Fire Safety | fire protection | fire fighting
  `,
  /** Skilled trades and operating equipment. */
  trades: `
    Electrical Wiring | electrical installation | house wiring | electrician
    Plumbing | plumber
    Welding | mig welding | tig welding | arc welding | welder
    Carpentry | woodworking | carpenter
    Masonry | bricklaying
    Machining | lathe operation | milling machine
    Blueprint Reading | reading blueprints
    Auto Mechanics | automotive repair | vehicle maintenance | car mechanic | auto mechanic
    AC Repair | air conditioner repair | refrigeration
    Forklift Operation | forklift | forklift operator
    Heavy Equipment Operation | heavy machinery | heavy equipment
    Driving License | driving licence | driver license | professional driving
    Tailoring | sewing
    Sewing Machine Operation | sewing machine operator
  `,
  /** Law, compliance and company secretarial work. */
  legal: `
    Legal Research
    Contract Drafting | legal drafting | drafting contracts
    Legal Writing
    Litigation | civil litigation
    Arbitration | alternative dispute resolution
    Corporate Law
    Labour Law | labor law | employment law
    Criminal Law
    Family Law
    Tax Law
    Real Estate Law | property law | land law | conveyancing
    Intellectual Property | ip law | intellectual property law
    Trademarks | trademark | trademark registration
    Patents | patent | patent drafting | patent law
    Immigration Law
    Legal Compliance
    Legal Advice | legal counsel | legal advisory
    Court Procedures | court filing | court proceedings
    Paralegal | legal assistance | legal assistant
    Company Secretarial | corporate governance | company secretary
    Regulatory Affairs
    GDPR | data protection | data privacy
    Anti-Corruption | anti-bribery
    Westlaw
    LexisNexis
  `,
  /** Human resources. */
  hr: `
    Human Resources | hr | human resource management | hrm | human resources management
    Recruitment | talent acquisition | recruitment and selection | recruiting
    Talent Sourcing | candidate sourcing
    Candidate Screening | cv screening | resume screening
    Interviewing | conducting interviews | behavioral interviewing | competency-based interviews
    Headhunting | executive search
    Applicant Tracking Systems | applicant tracking system
    Onboarding | employee onboarding | employee induction
    Employee Relations
    Industrial Relations
    Grievance Handling | disciplinary procedures | grievance management
    Performance Management | performance appraisal | performance appraisals | performance reviews
    Compensation and Benefits | compensation & benefits | c&b | employee benefits | benefits administration
    Payroll | payroll processing | payroll management
    Attendance Management | leave management | time and attendance
    HR Policies | hr policy | hr policies and procedures
    HR Operations | hr administration | personnel administration | personnel management
    HRIS | hrms | human resource information system
    HR Analytics | people analytics
    Workday
    BambooHR
    SAP SuccessFactors | successfactors
    Learning and Development | l&d
    Training Needs Analysis | tna | training needs assessment
    Talent Management
    Workforce Planning | manpower planning
    Job Analysis | job description writing | job evaluation
    Employee Engagement
    Employer Branding
    Succession Planning
    Organizational Development | organisational development | organization development
    Diversity and Inclusion | dei | d&i | diversity equity and inclusion
    SHRM | shrm-cp | shrm-scp
    CIPD
  `,
  /** Supply chain, procurement, warehousing and transport. */
  logistics: `
    Supply Chain Management | supply chain | scm
    Procurement | purchasing | sourcing | strategic sourcing
    Purchase Orders | purchase order | po management
    Inventory Management | inventory control | stock management | stock control
    Materials Management | material management | material planning | mrp | material requirements planning
    Demand Planning | demand forecasting
    Sales and Operations Planning | s&op
    Logistics | logistics management
    Third-Party Logistics | 3pl
    Warehouse Management | warehousing | wms | warehouse operations
    Storekeeping | store keeping | stores management | storekeeper
    Distribution Management | distribution logistics
    Order Fulfillment | order fulfilment
    Dispatch Management | dispatching
    Last-Mile Delivery | last mile delivery
    Route Planning | route optimization | route optimisation
    Fleet Management
    Transportation Management | transport management
    Cold Chain | cold chain management
    Reverse Logistics
    Import/Export | import export | import & export | export import
    Customs Clearance | customs | c&f | customs brokerage
    Shipping Documentation | shipping documents | bill of lading | export documentation
    Incoterms
    Freight Forwarding | freight | shipping logistics | freight forwarder
  `,
  /** Writing, editing, translation and media production. */
  media: `
    Copywriting | copy writing | copywriter
    Content Writing | content writer
    Creative Writing
    Technical Writing | technical documentation | technical writer
    Report Writing
    Blogging | blog writing
    Scriptwriting | script writing | screenwriting
    Journalism | news reporting | news writing | journalist
    Editing | copy editing | copyediting
    Proofreading | proof reading
    Translation | translator | translating
    Interpreting | interpreter | language interpretation
    Subtitling | captioning
    Voice Over | voice-over | voiceover
    Broadcasting | radio broadcasting | tv production
    Podcasting | podcast production
  `,
  /** Farming, livestock and fisheries. */
  agriculture: `
    Agronomy | agronomist
    Crop Production | crop management | crop science
    Horticulture
    Soil Science | soil testing | soil analysis
    Irrigation | irrigation management
    Livestock Management | animal husbandry | livestock
    Poultry Farming | poultry | poultry management
    Dairy Farming | dairy
    Fisheries | aquaculture | fish farming
    Farm Management
    Agricultural Extension | extension services
    Pest Management | integrated pest management | ipm
  `,
  /** Spoken languages, for the languages section; never counted as technical skills. */
  language: `
    English
    Bangla | bengali | bangla language
    Hindi
    Urdu
    Arabic
    Chinese | mandarin | mandarin chinese
    Cantonese
    Japanese
    Korean
    French
    German
    Spanish
    Portuguese
    Italian
    Russian
    Turkish
    Persian | farsi
    Malay | bahasa melayu
    Indonesian | bahasa indonesia
    Thai
    Vietnamese
    Tamil
    Telugu
    Nepali
    Punjabi
    Gujarati
    Marathi
    Sinhala
    Burmese
    Dutch
    Swedish
    Norwegian
    Danish
    Finnish
    Polish
    Greek
    Hebrew
    Swahili
    Filipino | tagalog
    Sign Language | american sign language | asl | british sign language | bsl
  `,
};

/** Personal qualities and ways of working: kind 'soft', never weighed like hard skills. */
const soft = `
  Communication | communication skills | verbal communication | written communication | oral communication
  Teamwork | team player | collaboration | collaborative | team spirit
  Leadership | team leadership | leading teams | leadership skills
  Problem Solving | problem-solving | problem solver | solving problems
  Critical Thinking | analytical thinking | analytical skills | analytical mindset
  Strategic Thinking
  Decision Making | decision-making
  Time Management
  Prioritization | prioritisation | prioritizing
  Organizational Skills | organisational skills | organization skills | organized | organised
  Attention to Detail | detail-oriented | detail oriented | eye for detail
  Multitasking | multi-tasking
  Adaptability | flexibility | adaptable
  Creativity | creative thinking | creative
  Innovation | innovative
  Negotiation | negotiation skills
  Persuasion | influencing
  Interpersonal Skills | interpersonal | people skills
  Relationship Building
  Active Listening
  Empathy
  Emotional Intelligence
  Conflict Resolution | conflict management
  Presentation Skills | presentation | presenting | presentations
  Public Speaking
  Storytelling
  Customer Focus | customer-focused | customer orientation | customer-oriented
  Cross-Functional Collaboration | cross-functional
  Cultural Awareness | cross-cultural communication | intercultural competence
  Mentoring | coaching
  Delegation
  Work Ethic | hard working | hard-working | hardworking
  Self-Motivation | self-motivated | self motivated | self-starter
  Initiative | proactive
  Ownership | accountability
  Results Orientation | results-driven | result-oriented | results-oriented | goal-oriented
  Stress Management | works under pressure | work under pressure | working under pressure
  Resilience
  Patience
  Integrity | honesty
  Dependability | dependable | reliable team member
  Professionalism
  Punctuality
  Confidentiality | discretion
  Positive Attitude
  Curiosity | willingness to learn | eager to learn | fast learner | quick learner
`;

/**
 * Skills that stand in for one another: a CV with Angular is partly qualified for a React job.
 * Each group lists canonical names.
 */
export const skillFamilies: readonly string[][] = [
  ['React', 'Angular', 'Vue.js', 'Svelte', 'Next.js', 'Nuxt.js', 'jQuery', 'Ember.js'],
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
    'Fastify',
  ],
  ['JavaScript', 'TypeScript'],
  ['Java', 'Kotlin', 'Scala', 'C#'],
  ['Python', 'Ruby', 'PHP', 'Perl'],
  ['C++', 'C', 'Rust', 'Go'],
  ['Sass', 'Tailwind CSS', 'Bootstrap', 'Material UI', 'CSS'],
  ['AWS', 'Google Cloud', 'Microsoft Azure'],
  ['PostgreSQL', 'MySQL', 'SQL Server', 'Oracle Database', 'MariaDB', 'SQLite', 'IBM Db2'],
  ['MongoDB', 'DynamoDB', 'Cassandra', 'Firebase', 'Couchbase', 'NoSQL'],
  ['Docker', 'Kubernetes', 'Helm'],
  ['Jenkins', 'GitHub Actions', 'GitLab CI', 'CircleCI', 'Travis CI', 'Azure DevOps', 'CI/CD'],
  ['Terraform', 'Ansible', 'Puppet', 'SaltStack', 'Infrastructure as Code'],
  ['Kafka', 'RabbitMQ', 'Message Queues', 'Celery'],
  ['Jest', 'Mocha', 'Vitest', 'Pytest', 'JUnit', 'TestNG', 'Unit Testing'],
  ['Cypress', 'Selenium', 'Playwright', 'Puppeteer', 'Test Automation'],
  ['TensorFlow', 'PyTorch', 'Keras'],
  ['scikit-learn', 'XGBoost', 'LightGBM'],
  ['Android', 'iOS', 'Flutter', 'React Native', 'Xamarin', 'Ionic', 'Mobile Development'],
  ['Power BI', 'Tableau', 'Looker', 'Looker Studio', 'Qlik', 'Data Visualization'],
  ['SPSS', 'SAS', 'Stata', 'R', 'EViews', 'Minitab'],
  ['Spark', 'Hadoop', 'Databricks', 'Apache Flink', 'Big Data'],
  ['Snowflake', 'BigQuery', 'Redshift', 'Data Warehousing'],
  ['Prometheus', 'Grafana', 'Datadog', 'New Relic', 'Observability'],
  ['Elasticsearch', 'OpenSearch', 'Apache Solr'],
  ['Nginx', 'Apache HTTP Server'],
  ['VMware', 'Hyper-V', 'Virtualization'],
  ['Splunk', 'SIEM'],
  ['Figma', 'Sketch', 'Adobe XD', 'InVision', 'Framer'],
  ['Adobe Photoshop', 'Adobe Illustrator', 'CorelDRAW', 'Canva', 'Adobe InDesign', 'GIMP'],
  ['Adobe Premiere Pro', 'Final Cut Pro', 'DaVinci Resolve', 'Video Editing'],
  ['Blender', 'Autodesk Maya', '3ds Max', 'Cinema 4D'],
  ['Tally', 'QuickBooks', 'Xero', 'Sage Accounting', 'Zoho Books', 'FreshBooks'],
  ['SAP', 'Oracle ERP', 'Microsoft Dynamics', 'Odoo', 'ERP'],
  ['Salesforce', 'Zoho CRM', 'HubSpot', 'Pipedrive', 'Customer Relationship Management'],
  ['Google Ads', 'Facebook Ads', 'LinkedIn Ads', 'Search Engine Marketing'],
  ['Zendesk', 'Freshdesk'],
  ['Jira', 'Trello', 'Asana', 'Monday.com'],
  ['MS Office', 'Google Workspace'],
  ['AutoCAD', 'Revit', 'SolidWorks', 'CATIA', 'Creo', 'Autodesk Inventor', 'Fusion 360'],
  ['ETABS', 'STAAD Pro', 'SAP2000'],
  ['ANSYS', 'Abaqus', 'COMSOL'],
  ['Electronic Medical Records', 'Epic EHR', 'Cerner'],
  ['Workday', 'BambooHR', 'SAP SuccessFactors', 'HRIS'],
  ['Scrum', 'Agile', 'Kanban'],
];

/**
 * Broad skills that a more specific one proves: a CV with PostgreSQL knows SQL, one with React
 * knows JavaScript. Each broad skill lists the canonical names that imply it.
 */
export const skillImplications: Readonly<Record<string, readonly string[]>> = {
  SQL: ['PostgreSQL', 'MySQL', 'SQL Server', 'Oracle Database', 'MariaDB', 'SQLite', 'IBM Db2'],
  JavaScript: [
    'TypeScript',
    'React',
    'Angular',
    'Vue.js',
    'Svelte',
    'Next.js',
    'Nuxt.js',
    'jQuery',
    'Node.js',
    'Express.js',
    'NestJS',
  ],
  CSS: ['Sass', 'Tailwind CSS', 'Bootstrap', 'Material UI'],
  Java: ['Spring Boot'],
  Python: ['Django', 'Flask', 'FastAPI', 'Pandas', 'NumPy'],
  'Node.js': ['Express.js', 'NestJS', 'Fastify'],
  PHP: ['Laravel', 'Symfony', 'CodeIgniter'],
  Ruby: ['Ruby on Rails'],
  'C#': ['ASP.NET'],
  React: ['Next.js', 'React Native'],
  'Vue.js': ['Nuxt.js'],
};

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
