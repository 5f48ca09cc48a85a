import Testing

@_spi(Generated) @testable import RouteKit

@Suite struct RenderCommandTests {
    @Test func describesEachCommandOnOneLine() {
        let sheet = Presentation<TestRoute>(style: .sheet, stack: stack(.picker, .contact(name: "a")), presenter: .main)
        #expect(
            Command.setStack(.tab(.contacts), [.contacts, .contact(name: "Ann")], animated: true).description
                == "setStack tab(contacts) [contacts, contact(Ann)] animated"
        )
        #expect(Command.setStack(.main, [.contacts], animated: false).description == "setStack main [contacts]")
        #expect(Command.selectTab(.employees, animated: true).description == "selectTab employees animated")
        #expect(Command.showDetail([.contact(name: "a")], animated: false).description == "showDetail [contact(a)]")
        #expect(
            Command.present(index: 0, sheet, animated: true).description
                == "present 0 sheet [picker, contact(a)] animated"
        )
        #expect(Command.dismiss(fromIndex: 1, animated: true).description == "dismiss from 1 animated")
        #expect(Command.setRoot(State(stack: .contacts).root).description == "setRoot stack [contacts]")
        #expect(
            Command.setRoot(hireState().root).description
                == "setRoot tabs contacts [contacts, contact(x), contactEdit(x)], "
                + "employees [employees, employee(a)] selected contacts"
        )
        #expect(Command.setRoot(State(split: .contacts).root).description == "setRoot split [contacts] no detail")
    }
}
