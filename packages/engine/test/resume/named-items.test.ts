import { describe, expect, it } from 'vitest';
import {
  readAchievements,
  readActivities,
  readCertifications,
  readInterests,
  readProjects,
  readPublications,
  semicolonItems,
} from '../../src/resume/named-items';

describe('projects', () => {
  it("takes a site's address ending a name's line for the project's link", () => {
    expect(
      readProjects([
        '• Hisab: offline bookkeeping hisab.example.org',
        'An open-source bookkeeping app for small shops.',
      ]),
    ).toEqual([
      {
        name: 'Hisab: offline bookkeeping',
        description: 'An open-source bookkeeping app for small shops.',
        url: 'https://hisab.example.org',
      },
    ]);
    // Under the name, a sentence keeps its words.
    expect(readProjects(['Bazar Prices', 'Sold vegetables through chaldal.com'])).toEqual([
      { name: 'Bazar Prices', description: 'Sold vegetables through chaldal.com', url: '' },
    ]);
  });

  it('reads the stack under a name as its own, and a name before a colon in each line', () => {
    expect(
      readProjects([
        'Hisab',
        'React Native, SQLite',
        'An offline bookkeeping app for small shops.',
        'Bazar Price Tracker',
        'React, Node.js',
        'Scrapes daily vegetable prices from six markets.',
      ]),
    ).toEqual([
      {
        name: 'Hisab',
        description: 'React Native, SQLite\nAn offline bookkeeping app for small shops.',
        url: '',
      },
      {
        name: 'Bazar Price Tracker',
        description: 'React, Node.js\nScrapes daily vegetable prices from six markets.',
        url: '',
      },
    ]);
    // "daily" in what was done names no newspaper the line would belong to.
    expect(
      readProjects([
        'Hisab: An offline bookkeeping app for small shops.',
        'Bazar Price Tracker: Scrapes daily vegetable prices from six markets.',
      ]).map((project) => project.name),
    ).toEqual(['Hisab', 'Bazar Price Tracker']);
  });

  it('reads a usual kind of project under its name as its label, with no address printed', () => {
    expect(
      readProjects(['Hisab: offline bookkeeping', 'Open source', 'An app for small shops.']),
    ).toEqual([
      {
        name: 'Hisab: offline bookkeeping',
        label: 'Open source',
        description: 'An app for small shops.',
        url: '',
      },
    ]);
  });

  it('opens a dated project whose address is on the line under it', () => {
    expect(
      readProjects([
        'Hisab | Jan 2022 – Present',
        'https://hisab.example.org',
        '• An offline bookkeeping app for small shops.',
        'Bazar Price Tracker | Mar 2021 – Dec 2021',
        'https://github.example.com/nadia/bazar',
        '• Scrapes vegetable prices.',
      ]).map((project) => [project.name, project.url]),
    ).toEqual([
      ['Hisab', 'https://hisab.example.org'],
      ['Bazar Price Tracker', 'https://github.example.com/nadia/bazar'],
    ]);
  });
  it('reads a word or three beside the name as its label, a list beside it as description', () => {
    expect(
      readProjects(['Hisab: offline bookkeeping   Open source', 'Syncs when online.']),
    ).toEqual([
      {
        name: 'Hisab: offline bookkeeping',
        description: 'Syncs when online.',
        url: '',
        label: 'Open source',
      },
    ]);
  });

  it("takes a project's address from its name line or a line of its own, never into its description", () => {
    expect(
      readProjects([
        'Bazar Price Tracker, github.example.com/ rima-akter/ bazar-prices',
        'A web app that tracks vegetable prices.',
        'Flood Map',
        'https://flood.example.org/map',
        'Maps flood alerts by union.',
      ]),
    ).toEqual([
      {
        name: 'Bazar Price Tracker',
        description: 'A web app that tracks vegetable prices.',
        url: 'https://github.example.com/rima-akter/bazar-prices',
      },
      {
        name: 'Flood Map',
        description: 'Maps flood alerts by union.',
        url: 'https://flood.example.org/map',
      },
    ]);
  });

  it('reads a sentence a narrow column broke under a name as its description, not a name', () => {
    expect(
      readProjects([
        'Hisab: offline bookkeeping',
        'An open-source bookkeeping app',
        'for small shops that syncs when a',
        'connection appears.',
      ]),
    ).toEqual([
      {
        name: 'Hisab: offline bookkeeping',
        description:
          'An open-source bookkeeping app for small shops that syncs when a connection appears.',
        url: '',
      },
    ]);
  });

  it("takes an address that closes a line of the description out of it, as the project's", () => {
    expect(
      readProjects([
        'Bazar Prices',
        'Reads prices from https://dam.example.gov.bd/daily every morning.',
        'Hisab: offline bookkeeping',
        'An open-source bookkeeping app for small shops that syncs',
        'when a connection appears. https://hisab.example.org/',
      ]),
    ).toEqual([
      {
        name: 'Bazar Prices',
        description: 'Reads prices from https://dam.example.gov.bd/daily every morning.',
        url: 'https://dam.example.gov.bd/daily',
      },
      {
        name: 'Hisab: offline bookkeeping',
        description:
          'An open-source bookkeeping app for small shops that syncs when a connection appears.',
        url: 'https://hisab.example.org/',
      },
    ]);
    // A label after the name and a comma, the address on a line of its own.
    expect(
      readProjects(['Hisab: offline bookkeeping, Open source', 'hisab.example.org', 'Syncs.']),
    ).toEqual([
      {
        name: 'Hisab: offline bookkeeping',
        description: 'Syncs.',
        url: 'https://hisab.example.org',
        label: 'Open source',
      },
    ]);
    // modern-cv's rows: the name and its address, then the label under them. Under a bare
    // name, a short name is the next project's.
    expect(
      readProjects([
        'Hisab: offline bookkeeping   hisab.example.org',
        'Open source',
        'Syncs.',
        'Chess Engine',
        'Weather app',
        'Shows the rain.',
      ]).map(({ name, label }) => [name, label]),
    ).toEqual([
      ['Hisab: offline bookkeeping', 'Open source'],
      ['Chess Engine', undefined],
      ['Weather app', undefined],
    ]);
    // The label under the name carrying the address, as Word CVs put it.
    expect(
      readProjects([
        'Nouka: ferry timetables',
        'Team project, https://nouka.example.org',
        'Shows the next ferry.',
      ]),
    ).toEqual([
      {
        name: 'Nouka: ferry timetables',
        description: 'Shows the next ferry.',
        url: 'https://nouka.example.org',
        label: 'Team project',
      },
    ]);
    // A label in a date column before the name; a sentence that runs on in lower case under
    // the address describes the project.
    expect(
      readProjects([
        'Open source   Hisab: offline bookkeeping',
        'hisab.example.org',
        '',
        'An open-source bookkeeping app for small shops that syncs when',
        'a connection appears.',
      ]),
    ).toEqual([
      {
        name: 'Hisab: offline bookkeeping',
        description:
          'An open-source bookkeeping app for small shops that syncs when a connection appears.',
        url: 'https://hisab.example.org',
        label: 'Open source',
      },
    ]);
    // A name and a colon open the next project, though its sentence runs on below.
    expect(
      readProjects([
        'Bazar Price Tracker: A web app that tracks vegetable prices.',
        'Campus Wi-Fi Map: Designed a Wi-Fi coverage map of the campus from 900 readings, after the',
        'access points were moved.',
      ]).map(({ name }) => name),
    ).toEqual(['Bazar Price Tracker', 'Campus Wi-Fi Map']);
    // So do a name and a dash, the sentence wrapping at the page's width.
    expect(
      readProjects([
        'Bazar Price Tracker - A web app that tracks vegetable prices in 6 local markets, with a chart',
        'per item. Built with React and Node.js.',
        'Campus Wi-Fi Map - Designed a Wi-Fi coverage map of the campus from 900 signal',
        'readings, cutting dead zones by 80%.',
      ]).map(({ name, description }) => [name, description]),
    ).toEqual([
      [
        'Bazar Price Tracker',
        'A web app that tracks vegetable prices in 6 local markets, with a chart per item. Built with React and Node.js.',
      ],
      [
        'Campus Wi-Fi Map',
        'Designed a Wi-Fi coverage map of the campus from 900 signal readings, cutting dead zones by 80%.',
      ],
    ]);
    // Typst's basic-resume: "Name | address" with a label set flush right.
    expect(
      readProjects(['Hisab: offline bookkeeping | hisab.example.org   Open source', 'Syncs.']),
    ).toEqual([
      {
        name: 'Hisab: offline bookkeeping',
        description: 'Syncs.',
        url: 'https://hisab.example.org',
        label: 'Open source',
      },
    ]);
  });

  it('opens a project at its name and describes it with the lines below', () => {
    expect(
      readProjects(['Route Planner', 'Planned bus routes.', 'Fare Finder', 'Found the fares.']),
    ).toEqual([
      { name: 'Route Planner', description: 'Planned bus routes.', url: '' },
      { name: 'Fare Finder', description: 'Found the fares.', url: '' },
    ]);
  });

  it("takes a heading's first part for the name and leads the description with the rest", () => {
    expect(
      readProjects(['Route Planner | Django, Angular | 2024', 'Bus Finder – a web app for buses']),
    ).toEqual([
      { name: 'Route Planner', description: 'Django, Angular', url: '' },
      { name: 'Bus Finder', description: 'a web app for buses', url: '' },
    ]);
  });

  it('reads a name line that runs on into the description up to its last colon', () => {
    expect(
      readProjects([
        'Hisab: offline bookkeeping: An open-source',
        'bookkeeping app for small shops.',
      ]),
    ).toEqual([
      {
        name: 'Hisab: offline bookkeeping',
        description: 'An open-source bookkeeping app for small shops.',
        url: '',
      },
    ]);
  });

  it("reads a left column's label beside a bulleted project, and its name ended by a full stop", () => {
    expect(
      readProjects([
        'Open source   • Hisab: offline bookkeeping (hisab.example.org). An open-source bookkeeping',
        'app for small shops.',
      ]),
    ).toEqual([
      {
        name: 'Hisab: offline bookkeeping',
        label: 'Open source',
        description: 'An open-source bookkeeping app for small shops.',
        url: 'https://hisab.example.org',
      },
    ]);
  });

  it("reads moderncv's label over the project, and its address over it or beside its name", () => {
    const hisab = {
      name: 'Hisab: offline bookkeeping',
      label: 'Open source',
      description: 'A bookkeeping app for shops.',
      url: 'https://hisab.example.org',
    };
    expect(
      readProjects([
        'Open source',
        'Hisab: offline bookkeeping, hisab.example.org',
        'A bookkeeping app for shops.',
      ]),
    ).toEqual([hisab]);
    expect(
      readProjects([
        'hisab.example.org',
        'Hisab: offline bookkeeping   Open source',
        'A bookkeeping app for shops.',
      ]),
    ).toEqual([hisab]);
    expect(
      readProjects([
        'Hisab: offline bookkeeping, hisab.example.org.   Open source',
        'A bookkeeping app for shops.',
      ]),
    ).toEqual([hisab]);
    // Projects named by a word each are each a project.
    expect(readProjects(['Hisab', 'Bazar prices']).map((project) => project.name)).toEqual([
      'Hisab',
      'Bazar prices',
    ]);
  });

  it('reads an address set between the name and the sentence after it', () => {
    expect(
      readProjects([
        'Hisab: offline bookkeeping. hisab.example.org. An open-source bookkeeping app for small',
        'shops.',
      ]),
    ).toEqual([
      {
        name: 'Hisab: offline bookkeeping',
        description: 'An open-source bookkeeping app for small shops.',
        url: 'https://hisab.example.org',
      },
    ]);
  });

  it('ends the name at an address in brackets, and opens a project at a name run into a sentence', () => {
    // A date column's label before each name, the sentence on the name's line (currvita).
    expect(
      readProjects([
        'Bakul Price Board (github.example.com/ruma-sen/bakul) A web app that tracks',
        'vegetable prices.',
        'Tide Alert Map Designed a flood alert map of the river banks from 900',
        'gauge readings.',
      ]),
    ).toEqual([
      {
        name: 'Bakul Price Board',
        description: 'A web app that tracks vegetable prices.',
        url: 'https://github.example.com/ruma-sen/bakul',
      },
      {
        name: 'Tide Alert Map',
        description: 'Designed a flood alert map of the river banks from 900 gauge readings.',
        url: '',
      },
    ]);
    expect(
      readProjects([
        'Open source   Khata: shop ledger (khata.example.org) An open-source ledger for small',
        'shops.',
      ]),
    ).toEqual([
      {
        name: 'Khata: shop ledger',
        description: 'An open-source ledger for small shops.',
        url: 'https://khata.example.org',
        label: 'Open source',
      },
    ]);
  });

  it('reads a label in brackets after the name, and a labelled link under it', () => {
    expect(
      readProjects([
        'Hisab: offline bookkeeping (Open source)',
        'Link   : https://hisab.example.org',
        'A bookkeeping app for shops.',
      ]),
    ).toEqual([
      {
        name: 'Hisab: offline bookkeeping',
        label: 'Open source',
        description: 'A bookkeeping app for shops.',
        url: 'https://hisab.example.org',
      },
    ]);
  });

  it('opens a project at each bullet of a list whose bullets hold whole projects', () => {
    expect(
      readProjects([
        '• Bazar Price Tracker (github.example.com/nusrat-mim/bazar-prices). A web app that tracks',
        'vegetable prices in 6 markets.',
        '• Campus Wi-Fi Map. Designed a coverage map from 900 signal readings,',
        'cutting dead zones by 80%.',
      ]),
    ).toEqual([
      {
        name: 'Bazar Price Tracker',
        description: 'A web app that tracks vegetable prices in 6 markets.',
        url: 'https://github.example.com/nusrat-mim/bazar-prices',
      },
      {
        name: 'Campus Wi-Fi Map',
        description: 'Designed a coverage map from 900 signal readings, cutting dead zones by 80%.',
        url: '',
      },
    ]);
  });

  it('opens a project at a name and a colon before what it is, and keeps an address apart', () => {
    expect(
      readProjects([
        'Bazar Price Tracker: A web app that tracks vegetable prices in 6 local markets. Built with Node.js.',
        'github.example.com/nusrat-mim/bazar-prices',
        'Campus Wi-Fi Map: Designed a Wi-Fi coverage map of the campus from 900 signal readings.',
        'Hisab, hisab.example.org/app: An open-source book-',
        'keeping app.',
      ]),
    ).toEqual([
      {
        name: 'Bazar Price Tracker',
        description:
          'A web app that tracks vegetable prices in 6 local markets. Built with Node.js.',
        url: 'https://github.example.com/nusrat-mim/bazar-prices',
      },
      {
        name: 'Campus Wi-Fi Map',
        description: 'Designed a Wi-Fi coverage map of the campus from 900 signal readings.',
        url: '',
      },
      {
        name: 'Hisab',
        description: 'An open-source book-keeping app.',
        url: 'https://hisab.example.org/app',
      },
    ]);
  });

  it('drops what a theme prints for dates a project or an award has not got', () => {
    expect(
      readProjects(['Hisab: offline bookkeeping', '- Present', 'A bookkeeping app for shops.']),
    ).toEqual([
      { name: 'Hisab: offline bookkeeping', description: 'A bookkeeping app for shops.', url: '' },
    ]);
    expect(
      readAchievements(['Engineer of the Year 2022 ,', 'Awarded on:', 'Led the wallet migration.']),
    ).toEqual([{ title: 'Engineer of the Year 2022', description: 'Led the wallet migration.' }]);
  });

  it("keeps a project's dates, sub-headings and their lines in its description", () => {
    expect(
      readProjects([
        'Queue App',
        'Jan 2021 - Jun 2021',
        'Description:',
        'Lets patients book a serial.',
        'Environment: React Native, Node.js',
      ]),
    ).toEqual([
      {
        name: 'Queue App',
        description:
          'Jan 2021 - Jun 2021\nDescription:\nLets patients book a serial.\nEnvironment: React Native, Node.js',
        url: '',
      },
    ]);
  });

  it('goes on describing at a sentence the line above left open', () => {
    expect(
      readProjects(['Fare Finder', 'Finds fares for riders. Used', 'by 2,000 riders']),
    ).toEqual([
      { name: 'Fare Finder', description: 'Finds fares for riders. Used by 2,000 riders', url: '' },
    ]);
  });

  it('keeps the role right under a project with the project', () => {
    expect(readProjects(['Route Planner', 'Creator & Maintainer', '• CLI for bus routes'])).toEqual(
      [{ name: 'Route Planner', description: 'Creator & Maintainer\nCLI for bus routes', url: '' }],
    );
  });

  it('takes a link out of the name and keeps it as the URL', () => {
    expect(
      readProjects(['Fare Finder https://github.com/rima-example/fare-finder', 'Finds fares.']),
    ).toEqual([
      {
        name: 'Fare Finder',
        description: 'Finds fares.',
        url: 'https://github.com/rima-example/fare-finder',
      },
    ]);
  });
});

describe('activities', () => {
  it("joins the last word of a society's name that a sidebar wrapped alone", () => {
    expect(
      readActivities(['Hill Photography', 'Society', 'Cricket']).map((item) => item.name),
    ).toEqual(['Hill Photography Society', 'Cricket']);
  });

  it('reads a place and its role on one line, bulleted or not, as one activity each', () => {
    const expected = [
      { name: 'Rupnagar JavaScript Meetup', role: 'Organiser', description: '' },
      { name: 'Hill Photography Society', role: 'Member', description: '' },
      { name: 'Cricket', role: '', description: '' },
    ];
    expect(
      readActivities([
        'Rupnagar JavaScript Meetup: Organiser',
        'Hill Photography Society: Member',
        'Cricket',
      ]),
    ).toEqual(expected);
    expect(
      readActivities([
        '• Rupnagar JavaScript Meetup, Organiser',
        '• Hill Photography Society, Member',
        '• Cricket',
      ]),
    ).toEqual(expected);
    expect(
      readActivities([
        'Organiser, Rupnagar JavaScript Meetup',
        'Member, Hill Photography Society',
        'Cricket',
      ]),
    ).toEqual(expected);
  });
  it('reads a role after the place, past its comma', () => {
    expect(
      readActivities(['Rupnagar JavaScript Meetup, Organiser', 'Ran a monthly meetup.']),
    ).toEqual([
      {
        name: 'Rupnagar JavaScript Meetup',
        role: 'Organiser',
        description: 'Ran a monthly meetup.',
      },
    ]);
  });

  it('reads a role set in a margin beside where it was held', () => {
    expect(
      readActivities(['Member   Hill Photography Society', 'Exhibited photographs at two shows.']),
    ).toEqual([
      {
        name: 'Hill Photography Society',
        role: 'Member',
        description: 'Exhibited photographs at two shows.',
      },
    ]);
    // A role and its place in the first cell, what was done there in the next.
    expect(
      readActivities(['• Member, Hill Photography Society   Exhibited photographs at two shows.']),
    ).toEqual([
      {
        name: 'Hill Photography Society',
        role: 'Member',
        description: 'Exhibited photographs at two shows.',
      },
    ]);
  });

  it('ends a name in capitals where a sentence runs on from it with no stop', () => {
    expect(
      readActivities([
        'Organiser, Kushtia Python Circle Ran a monthly meetup of 80 devel-',
        'opers; invited 24 speakers.',
      ]),
    ).toEqual([
      {
        name: 'Kushtia Python Circle',
        role: 'Organiser',
        description: 'Ran a monthly meetup of 80 devel-opers; invited 24 speakers.',
      },
    ]);
    // A name that goes on after a word that may be a verb ends before the verb after it.
    expect(
      readActivities([
        '• Guest Speaker, Coastal Farmers Radio Programme Spoke on soil care in 12 broadcasts.',
      ]),
    ).toEqual([
      {
        name: 'Coastal Farmers Radio Programme',
        role: 'Guest Speaker',
        description: 'Spoke on soil care in 12 broadcasts.',
      },
    ]);
    // A long name in capitals and its joining words is left whole.
    expect(
      readActivities(['Member, Society for the Welfare of the Blind and the Deaf']).map(
        ({ name }) => name,
      ),
    ).toEqual(['Society for the Welfare of the Blind and the Deaf']);
  });

  it('puts back a name a narrow column broke before the role under it', () => {
    expect(readActivities(['Rupnagar JavaScript', 'Meetup', 'Organiser'])).toEqual([
      { name: 'Rupnagar JavaScript Meetup', role: 'Organiser', description: '' },
    ]);
    expect(readActivities(['Meghna University', 'Programming Club', 'General Secretary'])).toEqual([
      { name: 'Meghna University Programming Club', role: 'General Secretary', description: '' },
    ]);
    // Two names, each over its role, stay two.
    expect(
      readActivities(['Debate Club', 'President', 'Chess Club', 'Member']).map(({ name }) => name),
    ).toEqual(['Debate Club', 'Chess Club']);
  });

  it('reads the role before where it was, without the brackets of its dates', () => {
    expect(
      readActivities([
        'Member, Padma Debating Society (2014 - Present)',
        'Volunteer, Surma Flood Relief Camp (2017)',
      ]),
    ).toEqual([
      { name: 'Padma Debating Society', role: 'Member', description: '' },
      { name: 'Surma Flood Relief Camp', role: 'Volunteer', description: '' },
    ]);
  });

  it('reads a role under the name as its role, and roles with their places each as their own', () => {
    expect(readActivities(['Padma Debating Society', 'Member', 'Ran 12 debates.'])).toEqual([
      { name: 'Padma Debating Society', role: 'Member', description: 'Ran 12 debates.' },
    ]);
    // A theme's list of one keyword: the role as a dashed item.
    expect(readActivities(['Rupnagar JavaScript Meetup', '- Organiser'])).toEqual([
      { name: 'Rupnagar JavaScript Meetup', role: 'Organiser', description: '' },
    ]);
    expect(readActivities(['Volunteer, Red Crescent', 'Member, Padma Debating Society'])).toEqual([
      { name: 'Red Crescent', role: 'Volunteer', description: '' },
      { name: 'Padma Debating Society', role: 'Member', description: '' },
    ]);
  });
});

describe('an activity under its role', () => {
  it('reads a role in brackets after where it was held', () => {
    expect(readActivities(['Hill Photography Society [ Member ]'])).toEqual([
      { name: 'Hill Photography Society', role: 'Member', description: '' },
    ]);
  });

  it('reads a role alone over where it was held as its role', () => {
    expect(
      readActivities([
        'Organiser',
        'Rupnagar JavaScript Meetup',
        'Run a monthly meetup of 80 developers.',
      ]),
    ).toEqual([
      {
        name: 'Rupnagar JavaScript Meetup',
        role: 'Organiser',
        description: 'Run a monthly meetup of 80 developers.',
      },
    ]);
  });
});

describe('a list of activities with roles in brackets', () => {
  it('reads each place and its role, however the list wraps', () => {
    expect(
      readInterests([
        'University Debate Club [ President ], Coastal Farmers Radio Programme [ Guest Speaker ], Rover',
        'Scouts Group [ Rover Leader ]',
      ]).map((item) => [item.name, item.role || item.description]),
    ).toEqual([
      ['University Debate Club', 'President'],
      ['Coastal Farmers Radio Programme', 'Guest Speaker'],
      ['Rover Scouts Group', 'Rover Leader'],
    ]);
  });
});

describe('activities set side by side, each over its role', () => {
  it('pairs a row of places with the row of roles under it', () => {
    expect(
      readInterests([
        'University Debate Club   Coastal Farmers Radio Programme   Rover Scouts Group',
        'President   Guest Speaker   Rover Leader',
      ]).map((item) => [item.name, item.role]),
    ).toEqual([
      ['University Debate Club', 'President'],
      ['Coastal Farmers Radio Programme', 'Guest Speaker'],
      ['Rover Scouts Group', 'Rover Leader'],
    ]);
  });
});

describe('an activity on one line with what was done', () => {
  it('reads the role and the place before the full stop, and the sentence after it', () => {
    expect(
      readInterests([
        '• Organiser, Rupnagar JavaScript Meetup. Run a monthly meetup of 80 developers; invited 24',
        'speakers.',
      ]),
    ).toEqual([
      {
        name: 'Rupnagar JavaScript Meetup',
        role: 'Organiser',
        description: 'Run a monthly meetup of 80 developers; invited 24 speakers.',
      },
    ]);
  });
});

describe('awards', () => {
  it('keeps the year printed under an award title in it', () => {
    expect(
      readAchievements([
        'Champion, Inter-University Hackathon',
        '2023',
        'Won with a flood alert app for char villages.',
      ]),
    ).toEqual([
      {
        title: 'Champion, Inter-University Hackathon 2023',
        description: 'Won with a flood alert app for char villages.',
      },
    ]);
  });

  it('reads a title that wrapped in a narrow column whole, and one-line awards apart', () => {
    expect(
      readAchievements([
        'Champion, Inter-University',
        'Hackathon 2023',
        'Won with a flood alert app for char villages.',
      ]),
    ).toEqual([
      {
        title: 'Champion, Inter-University Hackathon 2023',
        description: 'Won with a flood alert app for char villages.',
      },
    ]);
    expect(readAchievements(["Dean's List", 'Best Paper Award 2020'])).toEqual([
      { title: "Dean's List", description: '' },
      { title: 'Best Paper Award 2020', description: '' },
    ]);
    // A year set apart beside the title is its date, not its words.
    expect(
      readAchievements([
        'Best Young Accountant   Mar 2022',
        'ICAB',
        "Dean's List   2018",
        'University of Dhaka',
      ]).map((award) => award.title),
    ).toEqual(['Best Young Accountant', "Dean's List"]);
  });

  it('reads one award per line when each ends a sentence, its year in the title', () => {
    const expected = [
      { title: 'Gold Medal 2016', description: 'Highest CGPA in a class of 280 students.' },
      {
        title: 'Young Scientist Award 2022',
        description: 'For a rice trial that raised yields on salty soil by 18%.',
      },
      { title: 'Travel Grant, Delta Soil Science Congress 2019', description: '' },
    ];
    expect(
      readAchievements([
        '• Gold Medal 2016: Highest CGPA in a class of 280 students.',
        '• Young Scientist Award 2022: For a rice trial that raised yields on salty soil by 18%.',
        '• Travel Grant, Delta Soil Science Congress 2019:',
      ]),
    ).toEqual(expected);
    // Only the title's bold sets it apart from the sentence.
    expect(
      readAchievements([
        'Gold Medal 2016 Highest CGPA in a class of 280 students.',
        'Young Scientist Award 2022 For a rice trial that raised yields on salty soil by 18%.',
        'Travel Grant, Delta Soil Science Congress 2019',
      ]),
    ).toEqual(expected);
  });

  it('reads awards printed on two lines each, dated and not, as one award per pair', () => {
    const expected = [
      { title: 'Best Young Accountant', description: 'ICAB | 2022' },
      { title: "Dean's List", description: 'University of Dhaka | 2018' },
    ];
    expect(
      readAchievements([
        'Best Young Accountant',
        'ICAB | 2022',
        "Dean's List",
        'University of Dhaka | 2018',
      ]),
    ).toEqual(expected);
    // Who gave it first, dated, then the title.
    expect(
      readAchievements([
        'ICAB | 2022',
        'Best Young Accountant',
        'University of Dhaka | 2018',
        "Dean's List",
      ]),
    ).toEqual(expected);
    expect(
      readAchievements([
        'Mar 2022 | Best Young Accountant',
        'ICAB',
        'Jun 2018 | Employee of the Quarter',
        'Meghna Knitwear Ltd.',
      ]),
    ).toEqual([
      { title: 'Best Young Accountant', description: 'Mar 2022\nICAB' },
      { title: 'Employee of the Quarter', description: 'Jun 2018\nMeghna Knitwear Ltd.' },
    ]);
  });

  it('reads who gave an award and when, under what it was for or in brackets, as its own', () => {
    expect(
      readAchievements([
        'Best Young Accountant',
        'Chosen among 300 members for audit quality.',
        'ICAB · Mar 2022',
        "Dean's List",
        'University of Dhaka · 2018',
      ]).map((award) => award.title),
    ).toEqual(['Best Young Accountant', "Dean's List"]);
    expect(
      readAchievements([
        '• Best Young Accountant (ICAB, Mar 2022) — Chosen among 300 members.',
        "• Dean's List (University of Dhaka, 2018)",
      ]),
    ).toEqual([
      {
        title: 'Best Young Accountant',
        description: 'ICAB, Mar 2022\nChosen among 300 members.',
      },
      { title: "Dean's List", description: 'University of Dhaka, 2018' },
    ]);
  });

  it('reads who gave an award before a colon as such, and a scholarship before one as the title', () => {
    expect(readAchievements(['ICAB: Best Young Accountant (2022)'])).toEqual([
      { title: 'Best Young Accountant (2022)', description: 'ICAB' },
    ]);
    expect(readAchievements(['University Merit Scholarship: Awarded for the top 1%'])).toEqual([
      { title: 'University Merit Scholarship', description: 'Awarded for the top 1%' },
    ]);
  });

  it("keeps the bracket that closes an award's year, and reads who gave it after a comma", () => {
    expect(
      readAchievements([
        '• Best Young Accountant from ICAB (2022)',
        "• Dean's List, University of Dhaka (2018)",
        '• Best Young Accountant, ICAB',
        '• Champion, Inter-University Hackathon 2023',
      ]),
    ).toEqual([
      { title: 'Best Young Accountant from ICAB (2022)', description: '' },
      { title: "Dean's List", description: 'University of Dhaka (2018)' },
      { title: 'Best Young Accountant', description: 'ICAB' },
      { title: 'Champion, Inter-University Hackathon 2023', description: '' },
    ]);
  });
});

describe('certifications', () => {
  it("joins an issuer a narrow column broke after the name's dash, its date on the second line", () => {
    expect(
      readCertifications([
        'Research Ethics Certificate - Bangladesh Research',
        'Council, 2020',
        'Certified Kubernetes Application Developer - Cloud',
        'Native Foundation, 08/2022',
      ]),
    ).toEqual([
      { name: 'Research Ethics Certificate', issuer: 'Bangladesh Research Council', date: '2020' },
      {
        name: 'Certified Kubernetes Application Developer',
        issuer: 'Cloud Native Foundation',
        date: '08/2022',
      },
    ]);
  });

  it("reads a certificate's date and issuer printed over its name, and the name's wrap", () => {
    expect(
      readCertifications([
        '2022-08',
        'Issued by: Cloud Native Foundation',
        'Certified Kubernetes Application',
        'Developer',
        '2021-03',
        'Issued by: Coursera',
        'Google Data Analytics',
      ]),
    ).toEqual([
      {
        name: 'Certified Kubernetes Application Developer',
        issuer: 'Cloud Native Foundation',
        date: '2022-08',
      },
      { name: 'Google Data Analytics', issuer: 'Coursera', date: '2021-03' },
    ]);
  });

  it('reads each certificate from the date set before it, a wrapped issuer whole', () => {
    expect(
      readCertifications([
        'Jan 2020',
        'Chartered Accountant (Professional Level), Institute of Chartered',
        'Accountants of Bangladesh',
        'Jun 2018',
        'Diploma in IFRS, ACCA',
        'Mar 2017',
        'Certified Kubernetes Application Developer, Cloud Native Foundation',
      ]),
    ).toEqual([
      {
        name: 'Chartered Accountant (Professional Level)',
        issuer: 'Institute of Chartered Accountants of Bangladesh',
        date: 'Jan 2020',
      },
      { name: 'Diploma in IFRS', issuer: 'ACCA', date: 'Jun 2018' },
      {
        name: 'Certified Kubernetes Application Developer',
        issuer: 'Cloud Native Foundation',
        date: 'Mar 2017',
      },
    ]);
  });

  it('reads one per line, without bullets, and drops a line too short or too long', () => {
    expect(
      readCertifications([
        '• Certified Public Accountant',
        'AB',
        '',
        'X'.repeat(201),
        '- CCNA (2019)',
      ]),
    ).toEqual([
      { name: 'Certified Public Accountant', issuer: '', date: '' },
      { name: 'CCNA', issuer: '', date: '2019' },
    ]);
  });

  it('puts back an issuer that wrapped after the comma, only when whole it names one', () => {
    expect(
      readCertifications([
        'Certified Kubernetes Application Developer, Cloud Native   Aug 2022',
        'Foundation',
      ]),
    ).toEqual([
      {
        name: 'Certified Kubernetes Application Developer',
        issuer: 'Cloud Native Foundation',
        date: 'Aug 2022',
      },
    ]);
  });

  it("reads an issuer whose line labels the date ('Issued Jun 2020') without the label", () => {
    expect(readCertifications(['Chartered Accountant (ACA)', 'ICAB · Issued Jun 2020'])).toEqual([
      { name: 'Chartered Accountant (ACA)', issuer: 'ICAB', date: 'Jun 2020' },
    ]);
  });

  it('reads the issuer named first, before a colon', () => {
    expect(
      readCertifications([
        'ICAB: Chartered Accountant (ACA) (2020)',
        'Coursera: Google Data Analytics Certificate   Mar 2023',
      ]),
    ).toEqual([
      { name: 'Chartered Accountant (ACA)', issuer: 'ICAB', date: '2020' },
      { name: 'Google Data Analytics Certificate', issuer: 'Coursera', date: 'Mar 2023' },
    ]);
  });

  it('tells an issuer set apart by its type alone, after the word a credential ends in', () => {
    expect(
      readCertifications(['Certified Kubernetes Application Developer Cloud Native Foundation']),
    ).toEqual([
      {
        name: 'Certified Kubernetes Application Developer',
        issuer: 'Cloud Native Foundation',
        date: '',
      },
    ]);
    expect(
      readCertifications([
        'Google Data Analytics Certificate Coursera',
        // No issuer's word after the credential's: one name.
        'Certified Public Accountant Examination Passed',
      ]),
    ).toEqual([
      { name: 'Google Data Analytics Certificate', issuer: 'Coursera', date: '' },
      { name: 'Certified Public Accountant Examination Passed', issuer: '', date: '' },
    ]);
    // A bracket closes the name; an issuer's own name opens the issuer.
    expect(
      readCertifications([
        'Cost Accountant (Intermediate Level) Institute of Cost Accountants of   Jan 2020',
        'Bangladesh',
        'Diploma in IFRS ACCA   Jun 2018',
      ]).map(({ name, issuer }) => [name, issuer]),
    ).toEqual([
      ['Cost Accountant (Intermediate Level)', 'Institute of Cost Accountants of Bangladesh'],
      ['Diploma in IFRS', 'ACCA'],
    ]);
    // A narrow column: the bracket on a line of its own, the issuer wrapped before its date;
    // "Level" is no acronym of an issuer.
    expect(
      readCertifications([
        'Cost Accountant',
        '(Intermediate Level)',
        'Institute of Cost Accountants',
        'of Bangladesh, 2020',
      ]),
    ).toEqual([
      {
        name: 'Cost Accountant (Intermediate Level)',
        issuer: 'Institute of Cost Accountants of Bangladesh',
        date: '2020',
      },
    ]);
    // A word a narrow column broke, in capitals, is whole again; its end is no acronym.
    expect(
      readCertifications(['CERTIFIED DATA ANALYST CERTIFI-', 'CATION', 'Google | Mar 2023']),
    ).toEqual([
      { name: 'CERTIFIED DATA ANALYST CERTIFICATION', issuer: 'Google', date: 'Mar 2023' },
    ]);
    // A date in brackets on the line under is the date, not a bracket of the name.
    expect(readCertifications(['Diploma in IFRS, ACCA', '(Jun 2018)'])).toEqual([
      { name: 'Diploma in IFRS', issuer: 'ACCA', date: 'Jun 2018' },
    ]);
    for (const name of [
      'Professional Certificate in Google Analytics',
      'Certified Google Ads Specialist',
    ]) {
      expect(readCertifications([name])).toEqual([{ name, issuer: '', date: '' }]);
    }
  });

  it('reads an issuer and a date by their labels, and keeps a bracket the name closes', () => {
    expect(
      readCertifications([
        'Chartered Accountant (Professional Level)',
        'Issued by Institute of Chartered Accountants of Bangladesh',
        'Jan 2020',
        'Diploma in IFRS, Issued by Padma Training',
        'Issued on: Aug 01, 2022',
      ]),
    ).toEqual([
      {
        name: 'Chartered Accountant (Professional Level)',
        issuer: 'Institute of Chartered Accountants of Bangladesh',
        date: 'Jan 2020',
      },
      { name: 'Diploma in IFRS', issuer: 'Padma Training', date: 'Aug 01, 2022' },
    ]);
  });

  it('puts back a name and an issuer a narrow column wrapped, and reads each pair of lines', () => {
    const certificates = [
      {
        name: 'Chartered Accountant (Professional Level)',
        issuer: 'Institute of Chartered Accountants of Bangladesh',
        date: '2020',
      },
      { name: 'Diploma in IFRS', issuer: 'ACCA', date: 'Jun 2018' },
    ];
    expect(
      readCertifications([
        'Chartered Accountant (Professional',
        'Level)',
        'Institute of Chartered Accountants of',
        'Bangladesh, 2020',
        'Diploma in IFRS',
        'ACCA, Jun 2018',
      ]),
    ).toEqual(certificates);
    expect(
      readCertifications([
        'Chartered Accountant (Professional Level)',
        'Institute of Chartered Accountants of Bangladesh   2020',
        'Diploma in IFRS',
        'ACCA   Jun 2018',
      ]),
    ).toEqual(certificates);
  });

  it('puts back a name a narrow column wrapped before its issuer and date', () => {
    expect(
      readCertifications([
        'Certified Kubernetes Application',
        'Developer',
        'Cloud Native Foundation, Aug 2022',
      ]),
    ).toEqual([
      {
        name: 'Certified Kubernetes Application Developer',
        issuer: 'Cloud Native Foundation',
        date: 'Aug 2022',
      },
    ]);
  });

  it('reads the issuer under a name with its date at the right', () => {
    expect(
      readCertifications([
        'Certified Kubernetes Application Developer   Aug 2022',
        'Cloud Native Foundation',
      ]),
    ).toEqual([
      {
        name: 'Certified Kubernetes Application Developer',
        issuer: 'Cloud Native Foundation',
        date: 'Aug 2022',
      },
    ]);
  });

  it("reads a table's issuer cell that ran onto a line of its own", () => {
    expect(
      readCertifications([
        'Chartered Accountant   Institute of Chartered   2020',
        'Accountants of Bangladesh',
        'Diploma in IFRS   ACCA   Jun 2018',
      ]),
    ).toEqual([
      {
        name: 'Chartered Accountant',
        issuer: 'Institute of Chartered Accountants of Bangladesh',
        date: '2020',
      },
      { name: 'Diploma in IFRS', issuer: 'ACCA', date: 'Jun 2018' },
    ]);
  });

  it('reads the issuer after a comma or on the line under, and a date in a column before it', () => {
    expect(
      readCertifications([
        '2020',
        'Chartered Accountant (Professional Level), Institute of Chartered Accountants of',
        'Bangladesh',
        'Jun 2018',
        'Diploma in IFRS, ACCA',
        'Certified Kubernetes Application Developer',
        'Cloud Native Foundation',
        'August 2022',
      ]),
    ).toEqual([
      {
        name: 'Chartered Accountant (Professional Level)',
        issuer: 'Institute of Chartered Accountants of Bangladesh',
        date: '2020',
      },
      { name: 'Diploma in IFRS', issuer: 'ACCA', date: 'Jun 2018' },
      {
        name: 'Certified Kubernetes Application Developer',
        issuer: 'Cloud Native Foundation',
        date: 'August 2022',
      },
    ]);
  });
});

describe('awards', () => {
  it('keeps the year in the title and reads what it was for below it or after a colon', () => {
    expect(
      readAchievements([
        'Engineer of the Year 2022',
        'Recognised for a migration with zero downtime.',
        '• Best Audit Associate 2018: chosen among 40 associates',
      ]),
    ).toEqual([
      {
        title: 'Engineer of the Year 2022',
        description: 'Recognised for a migration with zero downtime.',
      },
      { title: 'Best Audit Associate 2018', description: 'chosen among 40 associates' },
    ]);
    expect(
      readAchievements(['Dean’s Award', 'Recognised for leading the wallet migration with zero']),
    ).toEqual([
      {
        title: 'Dean’s Award',
        description: 'Recognised for leading the wallet migration with zero',
      },
    ]);
    // A sentence opened by a participle ("Chosen", "Given") says what the award was for.
    expect(
      readAchievements([
        'Best Branch Cashier 2019',
        'Chosen among 40 cashiers for the accuracy',
        'of their counts.',
      ]),
    ).toEqual([
      {
        title: 'Best Branch Cashier 2019',
        description: 'Chosen among 40 cashiers for the accuracy of their counts.',
      },
    ]);
  });
});

describe('an award and what it was for on one line', () => {
  it('reads the title before a comma and the sentence after it', () => {
    expect(
      readAchievements([
        'Best Audit Associate 2018, Chosen among 40 associates for the quality of working papers.',
        'Employee of the Month, Padma Softworks',
        'Champion, Inter-University Hackathon 2023, Won with a flood alert app.',
      ]),
    ).toEqual([
      {
        title: 'Best Audit Associate 2018',
        description: 'Chosen among 40 associates for the quality of working papers.',
      },
      { title: 'Employee of the Month, Padma Softworks', description: '' },
      {
        title: 'Champion, Inter-University Hackathon 2023',
        description: 'Won with a flood alert app.',
      },
    ]);
  });
});

describe('an award told only by what it was for', () => {
  it('reads a sentence alone as an untitled award', () => {
    expect(
      readAchievements(['• Chosen among 40 associates for the quality of working papers.']),
    ).toEqual([
      { title: '', description: 'Chosen among 40 associates for the quality of working papers.' },
    ]);
  });
});

describe('publications', () => {
  it('opens a paper at a long title with its venue after a dated citation, its venue run on whole', () => {
    const expected = [
      {
        title: "Soil salinity maps from farmers' own readings",
        publisher: 'Bangladesh Journal of Soil Science',
        date: '2021',
        url: '',
      },
      {
        title: 'Mulching and water use in dry-season wheat',
        publisher: 'Proceedings of the National Crop Science Conference',
        date: 'Nov 2019',
        url: '',
      },
    ];
    expect(
      readPublications([
        "Soil salinity maps from farmers' own readings, Bangladesh Journal of Soil Science   2021",
        'Mulching and water use in dry-season wheat, Proceedings of the National Crop Science',
        'Conference   Nov 2019',
      ]),
    ).toEqual(expected);
    expect(
      readPublications([
        "Soil salinity maps from farmers' own readings. Bangladesh Journal of Soil Science · 2021.",
        'Mulching and water use in dry-season wheat. Proceedings of the National Crop Science',
        'Conference · Nov 2019',
      ]),
    ).toEqual(expected);
  });

  it('takes the address on the line a citation wrapped onto as its own', () => {
    expect(
      readPublications([
        'Nov 2021   Designing payments for unreliable networks, Journal of Applied',
        'Computing, https://journal.example.org/payments',
      ]),
    ).toEqual([
      {
        title: 'Designing payments for unreliable networks',
        publisher: 'Journal of Applied Computing',
        date: 'Nov 2021',
        url: 'https://journal.example.org/payments',
      },
    ]);
  });

  it("keeps a venue on its own line under a dated title, and reads an award's reason that wrapped as its description", () => {
    expect(
      readPublications([
        '05/2023',
        'Selling to the districts: notes from two brand launches',
        'Bangla Marketing Review',
      ]).map(({ title, publisher }) => [title, publisher]),
    ).toEqual([
      ['Selling to the districts: notes from two brand launches', 'Bangla Marketing Review'],
    ]);
    expect(
      readAchievements([
        'Young Scientist Award 2022',
        'For a rice trial that raised yields on salty',
        'soil by 18%.',
        'Travel Grant, Delta Soil Science Congress 2019',
      ]).map(({ title, description }) => [title, description]),
    ).toEqual([
      ['Young Scientist Award 2022', 'For a rice trial that raised yields on salty soil by 18%.'],
      ['Travel Grant, Delta Soil Science Congress 2019', ''],
    ]);
  });

  it('puts back the end of a citation a narrow column wrapped under its date', () => {
    expect(
      readPublications([
        'Mar 2023',
        'Salt-tolerant rice lines for the southern coastal belt   Journal of Coastal',
        'Agronomy',
        '2021',
        "Soil salinity maps from farmers' own readings, Bangladesh Jour-",
        'nal of Soil Science',
        'Nov 2019',
        'Mulching and water use in dry-season wheat, Proceedings of',
        'the National Crop Science Conference',
        'Jun 2018',
        'Saline water and jute yields, Proceedings of the',
        'Coastal Crop Science Conference of Bangladesh',
      ]).map(({ title, publisher, date }) => [title, publisher, date]),
    ).toEqual([
      [
        'Salt-tolerant rice lines for the southern coastal belt',
        'Journal of Coastal Agronomy',
        'Mar 2023',
      ],
      [
        "Soil salinity maps from farmers' own readings",
        'Bangladesh Journal of Soil Science',
        '2021',
      ],
      [
        'Mulching and water use in dry-season wheat',
        'Proceedings of the National Crop Science Conference',
        'Nov 2019',
      ],
      [
        'Saline water and jute yields',
        'Proceedings of the Coastal Crop Science Conference of Bangladesh',
        'Jun 2018',
      ],
    ]);
  });

  it("puts back a venue's last word that wrapped onto the line of the paper's address", () => {
    expect(
      readPublications([
        '2021',
        "Soil salinity maps from farmers' own readings, Bangladesh Journal of Soil",
        'Science, doi.example.org/10.1234/bjss.2021.17',
      ]).map(({ title, publisher, url }) => [title, publisher, url]),
    ).toEqual([
      [
        "Soil salinity maps from farmers' own readings",
        'Bangladesh Journal of Soil Science',
        'https://doi.example.org/10.1234/bjss.2021.17',
      ],
    ]);
  });

  it('reads one citation a line when each names its venue, and a year written last as its date', () => {
    expect(
      readPublications([
        'Mobile Wallets in Rural Kashbon , Padma Business News, 2004',
        'Women in Audit, Dhaka Accounting Quarterly, Mar 2019',
        'Savings Groups Revisited , a study for Rupnagar University, 1990.',
      ]),
    ).toEqual([
      {
        title: 'Mobile Wallets in Rural Kashbon',
        publisher: 'Padma Business News',
        date: '2004',
        url: '',
      },
      {
        title: 'Women in Audit',
        publisher: 'Dhaka Accounting Quarterly',
        date: 'Mar 2019',
        url: '',
      },
      {
        title: 'Savings Groups Revisited , a study for Rupnagar University',
        publisher: '',
        date: '1990',
        url: '',
      },
    ]);
  });

  it('reads a venue named first, before a colon, as the venue', () => {
    expect(
      readPublications([
        'Journal of Development Finance: Mobile Wallets and Rural Savings   Nov 2021',
        'Proceedings of the ICAB Annual Conference: Audit Sampling for Exporters   Mar 2019',
        // A title with a subtitle stays whole.
        'Audit Sampling: A Field Guide. Rupnagar Press, 2020.',
      ]),
    ).toEqual([
      {
        title: 'Mobile Wallets and Rural Savings',
        publisher: 'Journal of Development Finance',
        date: 'Nov 2021',
        url: '',
      },
      {
        title: 'Audit Sampling for Exporters',
        publisher: 'Proceedings of the ICAB Annual Conference',
        date: 'Mar 2019',
        url: '',
      },
      {
        title: 'Audit Sampling: A Field Guide',
        publisher: 'Rupnagar Press',
        date: '2020',
        url: '',
      },
    ]);
  });

  it('reads a title that wrapped under the date set beside it whole', () => {
    expect(
      readPublications([
        'Designing payments for unreliable   November 2021',
        'networks',
        'https://journal.example.org/payments',
        'Journal of Applied Computing',
      ]),
    ).toEqual([
      {
        title: 'Designing payments for unreliable networks',
        publisher: 'Journal of Applied Computing',
        date: 'November 2021',
        url: 'https://journal.example.org/payments',
      },
    ]);
  });

  it('reads a venue named by its label without the label', () => {
    expect(
      readPublications([
        'Designing payments for unreliable networks   2021-11',
        'Published by Journal of Applied Computing',
      ]),
    ).toEqual([
      {
        title: 'Designing payments for unreliable networks',
        publisher: 'Journal of Applied Computing',
        date: '2021-11',
        url: '',
      },
    ]);
  });

  it('takes a date column before a citation for its date', () => {
    expect(
      readPublications([
        'Nov 2021   Designing payments for unreliable networks, Journal of Applied Computing,',
        'journal.example.org/payments',
      ]),
    ).toEqual([
      {
        title: 'Designing payments for unreliable networks',
        publisher: 'Journal of Applied Computing',
        date: 'Nov 2021',
        url: 'https://journal.example.org/payments',
      },
    ]);
  });

  it("reads a citation dated before a colon whose journal's name ran onto the next line", () => {
    expect(
      readPublications([
        'Jun 2022: Cold chains for hill farmers: lessons from three seasons, Khasia',
        'Agriculture Review',
      ]),
    ).toEqual([
      {
        title: 'Cold chains for hill farmers: lessons from three seasons',
        publisher: 'Khasia Agriculture Review',
        date: 'Jun 2022',
        url: '',
      },
    ]);
  });

  it("reads no paper from a theme's icon on a line of its own", () => {
    expect(
      readPublications([
        'Designing payments for unreliable networks , Journal of Applied Computing',
        'Published on: Nov 01, 2021',
        '',
        '\uf004',
      ]).map((paper) => paper.title),
    ).toEqual(['Designing payments for unreliable networks']);
  });

  it('reads a citation into its title, where and when it appeared and its address', () => {
    expect(
      readPublications([
        'Designing payments for unreliable networks. Journal of Applied Computing, Nov 2021. https://journal.example.org/p',
      ]),
    ).toEqual([
      {
        title: 'Designing payments for unreliable networks',
        publisher: 'Journal of Applied Computing',
        date: 'Nov 2021',
        url: 'https://journal.example.org/p',
      },
    ]);
  });

  it("reads a numbered list's papers without their numbers, and a title in capitals that wrapped", () => {
    expect(
      readPublications([
        '1. Flood warnings over SMS. Delta Journal of Computing, Nov 2021.',
        '[2] Cheap sensors for river gauges. Delta Journal of Computing, 2023.',
      ]).map(({ title }) => title),
    ).toEqual(['Flood warnings over SMS', 'Cheap sensors for river gauges']);
    expect(
      readPublications([
        'FLOOD WARNINGS OVER SMS FOR RIVERSIDE',
        'VILLAGES',
        'Delta Journal of Computing',
        '2021',
      ]),
    ).toEqual([
      {
        title: 'FLOOD WARNINGS OVER SMS FOR RIVERSIDE VILLAGES',
        publisher: 'Delta Journal of Computing',
        date: '2021',
        url: '',
      },
    ]);
  });

  it("reads a theme's lines: a wrapped title, the journal and the date under it", () => {
    expect(
      readPublications([
        'Designing payments for unreliable',
        'networks',
        'Journal of Applied Computing',
        'November 2021',
        'Flood alerts by SMS',
        'Rural Tech Review',
      ]),
    ).toEqual([
      {
        title: 'Designing payments for unreliable networks',
        publisher: 'Journal of Applied Computing',
        date: 'November 2021',
        url: '',
      },
      { title: 'Flood alerts by SMS', publisher: 'Rural Tech Review', date: '', url: '' },
    ]);
  });

  it('reads where a paper appeared from its title line, and a labelled date under it', () => {
    expect(
      readPublications([
        'Designing payments for unreliable networks , Journal of Applied Computing',
        'Published on: Nov 01, 2021',
        'Payments in Bangladesh in Rural Tech Review   Mar 2020',
      ]),
    ).toEqual([
      {
        title: 'Designing payments for unreliable networks',
        publisher: 'Journal of Applied Computing',
        date: 'Nov 01, 2021',
        url: '',
      },
      {
        title: 'Payments in Bangladesh',
        publisher: 'Rural Tech Review',
        date: 'Mar 2020',
        url: '',
      },
    ]);
  });

  it('reads a date in a column before the paper, and an address the page broke', () => {
    const paper = {
      title: 'Designing payments for unreliable networks',
      publisher: 'Journal of Applied Computing',
      date: 'Nov 2021',
      url: 'https://journal.example.org/payments',
    };
    expect(
      readPublications([
        'Nov 2021   • Designing payments for unreliable networks, Journal of Applied Computing, journal.',
        'example.org/payments',
      ]),
    ).toEqual([paper]);
    expect(
      readPublications([
        'Nov 2021',
        'Designing payments for unreliable networks, Journal of Applied Computing, journal.example.org/',
        'payments',
        'Mar 2020',
        'Flood alerts by SMS, Rural Tech Review',
      ]),
    ).toEqual([
      paper,
      { title: 'Flood alerts by SMS', publisher: 'Rural Tech Review', date: 'Mar 2020', url: '' },
    ]);
  });

  it('keeps an address on a line of its own apart from the sentence above it', () => {
    expect(
      readPublications([
        'Designing payments for unreliable networks. Journal of Applied Computing · Nov 2021.',
        'journal.example.org/payments',
        'May 2023 Selling to the districts, Bangla Marketing Review',
      ]),
    ).toEqual([
      {
        title: 'Designing payments for unreliable networks',
        publisher: 'Journal of Applied Computing',
        date: 'Nov 2021',
        url: 'https://journal.example.org/payments',
      },
      {
        title: 'Selling to the districts',
        publisher: 'Bangla Marketing Review',
        date: 'May 2023',
        url: '',
      },
    ]);
  });

  it('reads a name line that ran onto a word below, and dates beside an address under it', () => {
    expect(
      readPublications([
        'Designing payments for unreliable networks, Journal of Applied',
        'Computing',
        'Nov 2021 | https://journal.example.org/payments',
        'Flood alerts by SMS, Rural Tech Review',
      ]),
    ).toEqual([
      {
        title: 'Designing payments for unreliable networks',
        publisher: 'Journal of Applied Computing',
        date: 'Nov 2021',
        url: 'https://journal.example.org/payments',
      },
      { title: 'Flood alerts by SMS', publisher: 'Rural Tech Review', date: '', url: '' },
    ]);
  });

  it('reads a date set before a colon ahead of the paper', () => {
    expect(
      readPublications(['Nov 2021: Designing payments for networks, Journal of Applied Computing']),
    ).toEqual([
      {
        title: 'Designing payments for networks',
        publisher: 'Journal of Applied Computing',
        date: 'Nov 2021',
        url: '',
      },
    ]);
  });

  it("reads a citation numbered in a margin, its address without the citation's full stop", () => {
    expect(
      readPublications([
        '[1]   Designing payments for networks, Journal of Applied Computing, Nov 2021,',
        'journal.example.org/payments.',
      ]),
    ).toEqual([
      {
        title: 'Designing payments for networks',
        publisher: 'Journal of Applied Computing',
        date: 'Nov 2021',
        url: 'https://journal.example.org/payments',
      },
    ]);
  });

  it('takes a quoted title after the authors', () => {
    expect(
      readPublications(['R. Akter, S. Islam. "Flood alerts by SMS". Rural Tech Review, 2020'])[0],
    ).toMatchObject({ title: 'Flood alerts by SMS', date: '2020' });
  });
});

describe('interests', () => {
  it('reads a list on one line as one activity each, and named ones as activities', () => {
    expect(readInterests(['Photography, chess, cricket']).map((item) => item.name)).toEqual([
      'Photography',
      'chess',
      'cricket',
    ]);
    expect(readInterests(['Hill Photography Society', 'Exhibited at two shows.'])).toEqual([
      { name: 'Hill Photography Society', role: '', description: 'Exhibited at two shows.' },
    ]);
    // A role and where, with a sentence under it, is an activity, not a list; a sentence that
    // wrapped after the colon goes on under it.
    const club = {
      name: 'Meghna University Programming Club',
      role: 'General Secretary',
      description: 'Ran weekly contest practice for 60 members.',
    };
    expect(
      readInterests([
        'General Secretary, Meghna University Programming Club',
        'Ran weekly contest practice for 60 members.',
      ]),
    ).toEqual([club]);
    expect(
      readInterests([
        'General Secretary, Meghna University Programming Club: Ran weekly contest practice for',
        '60 members.',
      ]),
    ).toEqual([club]);
  });

  it('reads an interest with its keywords, beside it or under it', () => {
    const photography = { name: 'Photography', role: '', description: 'street, landscape' };
    const meetup = { name: 'Rupnagar JavaScript Meetup', role: 'Organiser', description: '' };
    const interests = [photography, meetup];
    expect(
      readInterests(['Photography: street, landscape', 'Rupnagar JavaScript Meetup: Organiser']),
    ).toEqual(interests);
    expect(
      readInterests(['Photography (street, landscape)', 'Rupnagar JavaScript Meetup — Organiser']),
    ).toEqual(interests);
    expect(
      readInterests([
        'Photography',
        'street, landscape',
        'Rupnagar JavaScript Meetup',
        'Organiser',
        'Cricket',
        'Club matches, Scoring',
      ]),
    ).toEqual([...interests, { name: 'Cricket', role: '', description: 'Club matches, Scoring' }]);
    // Lists on every line are interests each, not names over keywords.
    expect(
      readInterests(['Photography, chess', 'Cricket', 'Travel, reading', 'Music']).map(
        (item) => item.name,
      ),
    ).toEqual(['Photography', 'chess', 'Cricket', 'Travel', 'reading', 'Music']);
  });

  it('reads the role after a colon, and a labelled date under a paper as its date', () => {
    expect(readInterests(['Hill Photography Society : Member'])).toEqual([
      { name: 'Hill Photography Society', role: 'Member', description: '' },
    ]);
    expect(
      readPublications(['Designing payments for unreliable networks', 'Year: 2021-11']),
    ).toEqual([
      {
        title: 'Designing payments for unreliable networks',
        publisher: '',
        date: '2021-11',
        url: '',
      },
    ]);
  });
});

describe('publications with their authors', () => {
  it('reads the line of authors under a title as no paper of its own', () => {
    expect(
      readPublications([
        'Designing payments for unreliable networks   Nov 2021',
        'Tanjila Rahman, Rehana Sultana',
        'journal.example.org/payments (Journal of Applied Computing)',
        'Offline-first wallets in rural markets   Mar 2020',
        'T. Rahman and K. Hasan, et al.',
        '(Bangla Computing Review)',
      ]).map(({ title, publisher, date }) => [title, publisher, date]),
    ).toEqual([
      ['Designing payments for unreliable networks', 'Journal of Applied Computing', 'Nov 2021'],
      ['Offline-first wallets in rural markets', 'Bangla Computing Review', 'Mar 2020'],
    ]);
  });
});

describe('lists run on one line', () => {
  it('reads names parted by semicolons, wrapped with the line, one item each', () => {
    const lines = semicolonItems([
      'President, University Debate Club; Guest Speaker, Coastal Farmers Radio Programme; Rover',
      'Leader, Rover Scouts Group',
    ]);
    expect(readActivities(lines)).toEqual([
      { name: 'University Debate Club', role: 'President', description: '' },
      { name: 'Coastal Farmers Radio Programme', role: 'Guest Speaker', description: '' },
      { name: 'Rover Scouts Group', role: 'Rover Leader', description: '' },
    ]);
    // Prose keeps its semicolons.
    const prose = ['Led the club; we won two finals and hosted the national round.'];
    expect(semicolonItems(prose)).toEqual(prose);
  });
});

describe('items led by their year, and credentials with their issuer in brackets', () => {
  it('reads "2018 — Title. What it was for." as the title and what it was for', () => {
    expect(
      readAchievements([
        "2016 — Vice-Chancellor's Gold Medal 2016. Highest CGPA in a class of 280 students.",
        '2022 — Young Scientist Award 2022. For a rice trial on salty soil.',
        '2019 — Travel Grant, Delta Soil Science Congress 2019',
      ]),
    ).toEqual([
      {
        title: "Vice-Chancellor's Gold Medal 2016",
        description: 'Highest CGPA in a class of 280 students.',
      },
      { title: 'Young Scientist Award 2022', description: 'For a rice trial on salty soil.' },
      { title: 'Travel Grant, Delta Soil Science Congress 2019', description: '' },
    ]);
  });

  it('reads "Name (Issuer, Date)", and keeps a bracket of the name\'s own', () => {
    expect(
      readCertifications([
        '• Chartered Accountant (Professional Level) (Institute of Chartered Accountants of Bangladesh, 2020)',
        '• Diploma in IFRS (ACCA, Jun 2018)',
        '• Chartered Accountant (ACA)',
      ]),
    ).toEqual([
      {
        name: 'Chartered Accountant (Professional Level)',
        issuer: 'Institute of Chartered Accountants of Bangladesh',
        date: '2020',
      },
      { name: 'Diploma in IFRS', issuer: 'ACCA', date: 'Jun 2018' },
      { name: 'Chartered Accountant (ACA)', issuer: '', date: '' },
    ]);
  });

  it('reads citations with their titles in quotes, each after the one before ended', () => {
    expect(
      readPublications([
        'Shahana Akter Munni. “Salt-tolerant rice lines for the coastal belt.” Journal of Coastal Agronomy, Mar 2023.',
        '“Soil salinity maps from farmers’ own readings.” Bangladesh Journal of Soil Science, 2021.',
      ]).map(({ title, publisher, date }) => [title, publisher, date]),
    ).toEqual([
      ['Salt-tolerant rice lines for the coastal belt', 'Journal of Coastal Agronomy', 'Mar 2023'],
      [
        'Soil salinity maps from farmers’ own readings',
        'Bangladesh Journal of Soil Science',
        '2021',
      ],
    ]);
  });

  it('keeps "Diploma Associate of the Institute of Bankers" whole before its issuer', () => {
    expect(
      readCertifications([
        'Diploma Associate of the Institute of Bankers',
        'Banking Professionals Institute   Dec 2019',
      ]),
    ).toEqual([
      {
        name: 'Diploma Associate of the Institute of Bankers',
        issuer: 'Banking Professionals Institute',
        date: 'Dec 2019',
      },
    ]);
  });
});

describe('what online builders and the Europass editor print', () => {
  it("reads the online builders' forms: a role in capitals under the name, a role in brackets that wrapped", () => {
    expect(
      readActivities(['HILL PHOTOGRAPHY SOCIETY', 'MEMBER', 'Exhibited photographs at two shows.']),
    ).toEqual([
      {
        name: 'HILL PHOTOGRAPHY SOCIETY',
        role: 'MEMBER',
        description: 'Exhibited photographs at two shows.',
      },
    ]);
    expect(
      readActivities(['Coastal Farmers Radio Programme (Guest', 'Speaker)', 'Spoke on soil care.']),
    ).toEqual([
      {
        name: 'Coastal Farmers Radio Programme',
        role: 'Guest Speaker',
        description: 'Spoke on soil care.',
      },
    ]);
  });

  it("reads a paper's date in brackets after its title, and an address broken at a hyphen", () => {
    expect(
      readPublications([
        'Salt-tolerant rice lines for the southern coastal belt (Mar 2023)',
        'Journal of Coastal Agronomy',
      ]),
    ).toEqual([
      {
        title: 'Salt-tolerant rice lines for the southern coastal belt',
        publisher: 'Journal of Coastal Agronomy',
        date: 'Mar 2023',
        url: '',
      },
    ]);
    expect(
      readProjects([
        'Bazar Price Tracker (github.example.com/nusrat-mim/bazar-',
        'prices)',
        'A web app that tracks vegetable prices.',
      ]).map((project) => [project.name, project.url]),
    ).toEqual([['Bazar Price Tracker', 'https://github.example.com/nusrat-mim/bazar-prices']]);
  });

  it('reads each issuer printed over the dated name it issued, a body ending in its kind whole', () => {
    expect(
      readCertifications([
        'INSTITUTE OF CHARTERED ACCOUNTANTS OF BANGLADESH',
        'CHARTERED ACCOUNTANT (PROFESSIONAL LEVEL) – 2020',
        'BANKING PROFESSIONALS INSTITUTE',
        'DIPLOMA ASSOCIATE OF THE INSTITUTE OF BANKERS – 12/2019',
      ]),
    ).toEqual([
      {
        name: 'CHARTERED ACCOUNTANT (PROFESSIONAL LEVEL)',
        issuer: 'INSTITUTE OF CHARTERED ACCOUNTANTS OF BANGLADESH',
        date: '2020',
      },
      {
        name: 'DIPLOMA ASSOCIATE OF THE INSTITUTE OF BANKERS',
        issuer: 'BANKING PROFESSIONALS INSTITUTE',
        date: '12/2019',
      },
    ]);
    expect(readCertifications(['GOOGLE', 'GOOGLE ANALYTICS CERTIFICATION – 03/2023'])).toEqual([
      { name: 'GOOGLE ANALYTICS CERTIFICATION', issuer: 'GOOGLE', date: '03/2023' },
    ]);
    // "Issued" and "Issued by" under a name date it and name its issuer, as before.
    expect(
      readCertifications(['Google Analytics Certification', 'Issued Mar 2023', 'Issued by Google']),
    ).toEqual([{ name: 'Google Analytics Certification', issuer: 'Google', date: 'Mar 2023' }]);
    // A name with its issuer on one line, and the issuer's own line under it, read as before.
    expect(
      readCertifications(['Research Ethics Certificate', 'Bangladesh Research Council']),
    ).toEqual([
      { name: 'Research Ethics Certificate', issuer: 'Bangladesh Research Council', date: '' },
    ]);
  });
});

describe('a project with its address after a dash', () => {
  it('reads the address as its link and the label beside it', () => {
    expect(
      readProjects([
        'Hisab: offline bookkeeping – hisab.example.org   Open source',
        'An open-source bookkeeping app for small shops. 3,000 active shops.',
      ]),
    ).toEqual([
      {
        name: 'Hisab: offline bookkeeping',
        description: 'An open-source bookkeeping app for small shops. 3,000 active shops.',
        url: 'https://hisab.example.org',
        label: 'Open source',
      },
    ]);
  });
});
